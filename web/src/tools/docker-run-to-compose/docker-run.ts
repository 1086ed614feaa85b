import { parse as parseShell } from 'shell-quote';

// `docker run` command lines → Compose services. The words are split as a POSIX shell would
// (shell-quote: quotes, escapes, line continuations); each option of `docker run` maps to the
// service key the Compose Specification gives it, and what has no Compose form is reported.

export type Service = Record<string, unknown>;
export type ComposeModel = {
  services: Record<string, Service>;
  volumes: string[];
  networks: string[];
  /** Options dropped, with why (shown above the YAML). */
  notes: string[];
};

type Draft = {
  service: Service;
  name?: string;
  image?: string;
  command: string[];
  volumes: Set<string>;
  networks: Set<string>;
  notes: string[];
};

// A variable of the shell ($HOME) becomes Compose's own interpolation (${HOME}); a literal $ is
// written $$, which Compose reads back as $.
const VAR_MARK = '\u0000';

function words(command: string): string[] {
  const entries = parseShell(command, (key) => `${VAR_MARK}${key}${VAR_MARK}`);
  return entries.map((entry) => {
    if (typeof entry === 'string')
      return entry.replace(/\$/g, '$$$$').replace(new RegExp(`${VAR_MARK}([^${VAR_MARK}]*)${VAR_MARK}`, 'g'), '$${$1}');
    if ('op' in entry && entry.op === 'glob') return (entry as { pattern: string }).pattern;
    if ('op' in entry) return `\u0001${entry.op}`;
    return '';
  });
}

const list = (service: Service, key: string, value: unknown) => {
  const existing = (service[key] as unknown[] | undefined) ?? [];
  service[key] = [...existing, value];
};
const map = (service: Service, key: string, name: string, value: unknown) => {
  service[key] = { ...((service[key] as Record<string, unknown> | undefined) ?? {}), [name]: value };
};

function keyValue(text: string): [string, string | null] {
  const i = text.indexOf('=');
  return i < 0 ? [text, null] : [text.slice(0, i), text.slice(i + 1)];
}

function parseBytes(text: string): string {
  // Compose takes the same byte units docker run does (b, k, m, g), lower case.
  if (!/^\d+(\.\d+)?[bkmg]?b?$/i.test(text)) throw new Error(`"${text}" is not a size (e.g. 512m, 2g)`);
  return text.toLowerCase().replace(/([kmg])b$/, '$1');
}

function duration(text: string): string {
  if (!/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(text)) throw new Error(`"${text}" is not a duration (e.g. 30s, 1m30s)`);
  return text.replace(/ns$/, 'us').replace('µs', 'us');
}

function namedVolume(spec: string): string | null {
  const source = spec.split(':')[0]!;
  // A bind mount starts with /, ., ~ or a drive letter; anything else before the colon is a named volume.
  return spec.includes(':') && /^[A-Za-z0-9][\w.-]*$/.test(source) ? source : null;
}

function healthcheck(service: Service): Record<string, unknown> {
  const existing = (service.healthcheck as Record<string, unknown> | undefined) ?? {};
  service.healthcheck = existing;
  return existing;
}

type Flag = { names: string[]; takesValue: boolean; apply: (draft: Draft, value: string) => void };

const flags: Flag[] = [
  { names: ['--name'], takesValue: true, apply: (d, v) => ((d.name = v), (d.service.container_name = v)) },
  { names: ['-d', '--detach'], takesValue: false, apply: () => {} },
  {
    names: ['--rm'],
    takesValue: false,
    apply: (d) => d.notes.push('--rm: Compose keeps containers until `docker compose down`'),
  },
  { names: ['-i', '--interactive'], takesValue: false, apply: (d) => (d.service.stdin_open = true) },
  { names: ['-t', '--tty'], takesValue: false, apply: (d) => (d.service.tty = true) },
  { names: ['-p', '--publish'], takesValue: true, apply: (d, v) => list(d.service, 'ports', v) },
  {
    names: ['-P', '--publish-all'],
    takesValue: false,
    apply: (d) => d.notes.push('--publish-all: list the ports under `ports` instead'),
  },
  { names: ['--expose'], takesValue: true, apply: (d, v) => list(d.service, 'expose', v) },
  {
    names: ['-v', '--volume'],
    takesValue: true,
    apply: (d, v) => {
      list(d.service, 'volumes', v);
      const named = namedVolume(v);
      if (named) d.volumes.add(named);
    },
  },
  {
    names: ['--mount'],
    takesValue: true,
    apply: (d, v) => {
      const mount: Record<string, unknown> = {};
      for (const part of v.split(',')) {
        const [key, value] = keyValue(part);
        if (key === 'type') mount.type = value;
        else if (key === 'source' || key === 'src') mount.source = value;
        else if (key === 'target' || key === 'destination' || key === 'dst') mount.target = value;
        else if (key === 'readonly' || key === 'ro') mount.read_only = value === null || value === 'true' || value === '1';
        else if (key === 'bind-propagation') mount.bind = { propagation: value };
        else if (key === 'volume-nocopy') mount.volume = { nocopy: value === null || value === 'true' };
        else if (key === 'tmpfs-size') mount.tmpfs = { size: Number(value) || value };
        else d.notes.push(`--mount ${key}: no Compose field`);
      }
      if (!mount.target) throw new Error(`--mount ${v}: a target (target=/path) is required`);
      if (mount.type === 'volume' && typeof mount.source === 'string') d.volumes.add(mount.source);
      list(d.service, 'volumes', mount);
    },
  },
  { names: ['--tmpfs'], takesValue: true, apply: (d, v) => list(d.service, 'tmpfs', v) },
  {
    names: ['-e', '--env'],
    takesValue: true,
    apply: (d, v) => {
      const [key, value] = keyValue(v);
      map(d.service, 'environment', key, value);
    },
  },
  { names: ['--env-file'], takesValue: true, apply: (d, v) => list(d.service, 'env_file', v) },
  {
    names: ['-l', '--label'],
    takesValue: true,
    apply: (d, v) => {
      const [key, value] = keyValue(v);
      map(d.service, 'labels', key, value ?? '');
    },
  },
  {
    names: ['--restart'],
    takesValue: true,
    apply: (d, v) => {
      if (!/^(no|always|unless-stopped|on-failure(:\d+)?)$/.test(v))
        throw new Error(`--restart ${v}: use no, always, unless-stopped or on-failure[:max-retries]`);
      d.service.restart = v;
    },
  },
  {
    names: ['--network', '--net'],
    takesValue: true,
    apply: (d, v) => {
      if (v === 'host' || v === 'none' || v === 'bridge' || v.startsWith('container:')) d.service.network_mode = v;
      else {
        d.networks.add(v);
        const networks = (d.service.networks as Record<string, unknown> | undefined) ?? {};
        d.service.networks = { ...networks, [v]: networks[v] ?? null };
      }
    },
  },
  {
    names: ['--network-alias', '--net-alias'],
    takesValue: true,
    apply: (d, v) => attachToNetwork(d, (config) => ({ ...config, aliases: [...((config.aliases as string[]) ?? []), v] })),
  },
  { names: ['--ip'], takesValue: true, apply: (d, v) => attachToNetwork(d, (config) => ({ ...config, ipv4_address: v })) },
  { names: ['--ip6'], takesValue: true, apply: (d, v) => attachToNetwork(d, (config) => ({ ...config, ipv6_address: v })) },
  { names: ['-h', '--hostname'], takesValue: true, apply: (d, v) => (d.service.hostname = v) },
  { names: ['--domainname'], takesValue: true, apply: (d, v) => (d.service.domainname = v) },
  { names: ['-u', '--user'], takesValue: true, apply: (d, v) => (d.service.user = v) },
  { names: ['-w', '--workdir'], takesValue: true, apply: (d, v) => (d.service.working_dir = v) },
  { names: ['--entrypoint'], takesValue: true, apply: (d, v) => (d.service.entrypoint = v === '' ? [''] : [v]) },
  { names: ['--health-cmd'], takesValue: true, apply: (d, v) => (healthcheck(d.service).test = ['CMD-SHELL', v]) },
  { names: ['--health-interval'], takesValue: true, apply: (d, v) => (healthcheck(d.service).interval = duration(v)) },
  { names: ['--health-timeout'], takesValue: true, apply: (d, v) => (healthcheck(d.service).timeout = duration(v)) },
  { names: ['--health-start-period'], takesValue: true, apply: (d, v) => (healthcheck(d.service).start_period = duration(v)) },
  {
    names: ['--health-retries'],
    takesValue: true,
    apply: (d, v) => {
      if (!/^\d+$/.test(v)) throw new Error(`--health-retries ${v}: a whole number is needed`);
      healthcheck(d.service).retries = Number(v);
    },
  },
  { names: ['--no-healthcheck'], takesValue: false, apply: (d) => (d.service.healthcheck = { disable: true }) },
  { names: ['--cap-add'], takesValue: true, apply: (d, v) => list(d.service, 'cap_add', v) },
  { names: ['--cap-drop'], takesValue: true, apply: (d, v) => list(d.service, 'cap_drop', v) },
  { names: ['--privileged'], takesValue: false, apply: (d) => (d.service.privileged = true) },
  { names: ['--device'], takesValue: true, apply: (d, v) => list(d.service, 'devices', v) },
  { names: ['--dns'], takesValue: true, apply: (d, v) => list(d.service, 'dns', v) },
  { names: ['--dns-search'], takesValue: true, apply: (d, v) => list(d.service, 'dns_search', v) },
  { names: ['--dns-option', '--dns-opt'], takesValue: true, apply: (d, v) => list(d.service, 'dns_opt', v) },
  { names: ['--add-host'], takesValue: true, apply: (d, v) => list(d.service, 'extra_hosts', v) },
  { names: ['-m', '--memory'], takesValue: true, apply: (d, v) => (d.service.mem_limit = parseBytes(v)) },
  { names: ['--memory-reservation'], takesValue: true, apply: (d, v) => (d.service.mem_reservation = parseBytes(v)) },
  { names: ['--memory-swap'], takesValue: true, apply: (d, v) => (d.service.memswap_limit = v === '-1' ? -1 : parseBytes(v)) },
  { names: ['--memory-swappiness'], takesValue: true, apply: (d, v) => (d.service.mem_swappiness = Number(v)) },
  {
    names: ['--cpus'],
    takesValue: true,
    apply: (d, v) => {
      if (!/^\d+(\.\d+)?$/.test(v)) throw new Error(`--cpus ${v}: a number is needed (e.g. 1.5)`);
      d.service.cpus = Number(v);
    },
  },
  { names: ['-c', '--cpu-shares'], takesValue: true, apply: (d, v) => (d.service.cpu_shares = Number(v)) },
  { names: ['--cpuset-cpus'], takesValue: true, apply: (d, v) => (d.service.cpuset = v) },
  { names: ['--shm-size'], takesValue: true, apply: (d, v) => (d.service.shm_size = parseBytes(v)) },
  { names: ['--pids-limit'], takesValue: true, apply: (d, v) => (d.service.pids_limit = Number(v)) },
  {
    names: ['--ulimit'],
    takesValue: true,
    apply: (d, v) => {
      const m = /^([a-z]+)=(-?\d+)(?::(-?\d+))?$/.exec(v);
      if (!m) throw new Error(`--ulimit ${v}: write it as name=soft[:hard], e.g. nofile=1024:2048`);
      map(d.service, 'ulimits', m[1]!, m[3] === undefined ? Number(m[2]) : { soft: Number(m[2]), hard: Number(m[3]) });
    },
  },
  {
    names: ['--sysctl'],
    takesValue: true,
    apply: (d, v) => {
      const [key, value] = keyValue(v);
      map(d.service, 'sysctls', key, value ?? '');
    },
  },
  { names: ['--security-opt'], takesValue: true, apply: (d, v) => list(d.service, 'security_opt', v) },
  {
    names: ['--log-driver'],
    takesValue: true,
    apply: (d, v) => (d.service.logging = { ...((d.service.logging as object) ?? {}), driver: v }),
  },
  {
    names: ['--log-opt'],
    takesValue: true,
    apply: (d, v) => {
      const [key, value] = keyValue(v);
      const logging = (d.service.logging as Record<string, unknown> | undefined) ?? {};
      d.service.logging = { ...logging, options: { ...((logging.options as object) ?? {}), [key]: value ?? '' } };
    },
  },
  { names: ['--read-only'], takesValue: false, apply: (d) => (d.service.read_only = true) },
  { names: ['--init'], takesValue: false, apply: (d) => (d.service.init = true) },
  { names: ['--platform'], takesValue: true, apply: (d, v) => (d.service.platform = v) },
  {
    names: ['--pull'],
    takesValue: true,
    apply: (d, v) => {
      if (!['always', 'missing', 'never'].includes(v)) throw new Error(`--pull ${v}: use always, missing or never`);
      d.service.pull_policy = v;
    },
  },
  { names: ['--stop-signal'], takesValue: true, apply: (d, v) => (d.service.stop_signal = v) },
  { names: ['--stop-timeout'], takesValue: true, apply: (d, v) => (d.service.stop_grace_period = `${Number(v)}s`) },
  { names: ['--ipc'], takesValue: true, apply: (d, v) => (d.service.ipc = v) },
  { names: ['--pid'], takesValue: true, apply: (d, v) => (d.service.pid = v) },
  { names: ['--userns'], takesValue: true, apply: (d, v) => (d.service.userns_mode = v) },
  { names: ['--group-add'], takesValue: true, apply: (d, v) => list(d.service, 'group_add', v) },
  { names: ['--volumes-from'], takesValue: true, apply: (d, v) => list(d.service, 'volumes_from', v) },
  { names: ['--link'], takesValue: true, apply: (d, v) => list(d.service, 'links', v) },
  { names: ['--cgroup-parent'], takesValue: true, apply: (d, v) => (d.service.cgroup_parent = v) },
  { names: ['--mac-address'], takesValue: true, apply: (d, v) => (d.service.mac_address = v) },
  { names: ['--oom-kill-disable'], takesValue: false, apply: (d) => (d.service.oom_kill_disable = true) },
  { names: ['--oom-score-adj'], takesValue: true, apply: (d, v) => (d.service.oom_score_adj = Number(v)) },
  { names: ['--isolation'], takesValue: true, apply: (d, v) => (d.service.isolation = v) },
  { names: ['--runtime'], takesValue: true, apply: (d, v) => (d.service.runtime = v) },
  { names: ['--storage-opt'], takesValue: true, apply: (d, v) => map(d.service, 'storage_opt', ...keyValue(v)) },
  { names: ['--device-cgroup-rule'], takesValue: true, apply: (d, v) => list(d.service, 'device_cgroup_rules', v) },
  {
    names: ['--gpus'],
    takesValue: true,
    apply: (d, v) => {
      // Compose's form for GPUs: a device reservation (docs.docker.com/compose/how-tos/gpu-support).
      const count = v === 'all' ? 'all' : /^\d+$/.test(v) ? Number(v) : null;
      const device: Record<string, unknown> = { driver: 'nvidia', capabilities: ['gpu'] };
      if (count !== null) device.count = count;
      else device.device_ids = v.replace(/^"?device=|"$/g, '').split(',');
      d.service.deploy = { resources: { reservations: { devices: [device] } } };
    },
  },
  ...['-a', '--attach', '--cidfile', '--detach-keys', '--sig-proxy', '-q', '--quiet', '--uts', '--cgroupns', '--label-file'].map(
    (name) => ({
      names: [name],
      takesValue: !['-q', '--quiet'].includes(name),
      apply: (d: Draft) => d.notes.push(`${name}: no Compose field`),
    }),
  ),
];

function attachToNetwork(draft: Draft, edit: (config: Record<string, unknown>) => Record<string, unknown>) {
  const networks = (draft.service.networks as Record<string, Record<string, unknown> | null> | undefined) ?? {};
  const names = Object.keys(networks);
  // docker run applies these to the network named with --network, or to the default one.
  const name = names[names.length - 1] ?? 'default';
  draft.service.networks = { ...networks, [name]: edit(networks[name] ?? {}) };
}

const byName = new Map(flags.flatMap((flag) => flag.names.map((name) => [name, flag] as const)));
const BOOLEAN_SHORT = new Set(['d', 'i', 't', 'P', 'q']);

function serviceNameOf(draft: Draft): string {
  const base = draft.name ?? draft.image!.split('@')[0]!.split('/').pop()!.split(':')[0]!;
  return (
    base
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^[-_]+/, '') || 'app'
  );
}

/** One `docker run …` (its words after `docker run`) → a service and what it needs at the top level. */
function convertRun(args: string[], index: number): Draft {
  const draft: Draft = { service: {}, command: [], volumes: new Set(), networks: new Set(), notes: [] };
  let i = 0;
  const next = (flag: string) => {
    if (i + 1 >= args.length) throw new Error(`${flag} needs a value`);
    return args[++i]!;
  };
  for (; i < args.length; i++) {
    const word = args[i]!;
    if (draft.image !== undefined) {
      draft.command.push(word);
      continue;
    }
    if (word === '--') continue;
    if (!word.startsWith('-') || word === '-') {
      draft.image = word;
      continue;
    }
    let name = word;
    let attached: string | undefined;
    if (word.startsWith('--')) {
      const eq = word.indexOf('=');
      if (eq > 0) [name, attached] = [word.slice(0, eq), word.slice(eq + 1)];
    } else if (word.length > 2) {
      // -it, -dit: boolean short flags together; -p8080:80: a short flag with its value attached.
      if ([...word.slice(1)].every((c) => BOOLEAN_SHORT.has(c))) {
        for (const c of word.slice(1)) byName.get(`-${c}`)!.apply(draft, '');
        continue;
      }
      [name, attached] = [word.slice(0, 2), word.slice(2).replace(/^=/, '')];
    }
    const flag = byName.get(name);
    if (!flag) {
      draft.notes.push(`${name}: not a docker run option this converter knows; left out`);
      continue;
    }
    if (!flag.takesValue) {
      if (attached !== undefined && !/^(true|false)$/.test(attached)) throw new Error(`${name} takes no value`);
      if (attached !== 'false') flag.apply(draft, '');
      continue;
    }
    flag.apply(draft, attached ?? next(name));
  }
  if (draft.image === undefined) throw new Error(`Command ${index + 1}: no image given (docker run [options] IMAGE [command])`);
  draft.service = { image: draft.image, ...draft.service };
  if (draft.command.length > 0) draft.service.command = draft.command;
  return draft;
}

/** Every `docker run` in `text` (one a line, or joined with && or ;) → the Compose model. */
export function dockerRunToModel(text: string): ComposeModel {
  const all = words(text.replace(/\\\r?\n/g, ' '));
  const commands: string[][] = [[]];
  for (const word of all) {
    if (word.startsWith('\u0001')) commands.push([]);
    else commands[commands.length - 1]!.push(word);
  }
  const runs = commands.filter((c) => c.length > 0);
  if (runs.length === 0) throw new Error('Paste a docker run command, e.g. docker run -d -p 8080:80 nginx');
  const model: ComposeModel = { services: {}, volumes: [], networks: [], notes: [] };
  runs.forEach((run, index) => {
    let start = 0;
    if (run[start] === 'sudo') start++;
    if (run[start] !== 'docker' && run[start] !== 'podman')
      throw new Error(`Command ${index + 1} is not a docker run command: it starts with "${run[start]}"`);
    start++;
    if (run[start] === 'container') start++;
    if (run[start] !== 'run') throw new Error(`Command ${index + 1} is docker ${run[start] ?? ''}, not docker run`);
    const draft = convertRun(run.slice(start + 1), index);
    let name = serviceNameOf(draft);
    for (let n = 2; model.services[name]; n++) name = `${serviceNameOf(draft)}-${n}`;
    model.services[name] = draft.service;
    for (const v of draft.volumes) if (!model.volumes.includes(v)) model.volumes.push(v);
    for (const n of draft.networks) if (!model.networks.includes(n)) model.networks.push(n);
    model.notes.push(...draft.notes.map((note) => (runs.length > 1 ? `${name}: ${note}` : note)));
  });
  return model;
}

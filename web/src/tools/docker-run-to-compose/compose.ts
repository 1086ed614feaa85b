import { parse as parseShell } from 'shell-quote';
import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, visit } from 'yaml';
import { dockerRunToModel, type ComposeModel, type Service } from './docker-run';

// The Compose side: the model written as compose.yaml, and compose.yaml read back into
// `docker run` commands. (This module holds the yaml library: the operations load it on first use.)

/** The model as a compose.yaml: notes as comments on top, ports quoted (YAML 1.1 reads 22:22 as a number). */
export function modelToYaml(model: ComposeModel): string {
  const top: Record<string, unknown> = { services: model.services };
  if (model.volumes.length > 0) top.volumes = Object.fromEntries(model.volumes.map((v) => [v, { name: v }]));
  if (model.networks.length > 0) top.networks = Object.fromEntries(model.networks.map((n) => [n, { name: n, external: true }]));
  const doc = new Document(top);
  visit(doc, {
    Pair(_key, pair) {
      const key = isScalar(pair.key) ? pair.key.value : null;
      if ((key === 'ports' || key === 'expose') && isSeq(pair.value))
        for (const item of pair.value.items) if (isScalar(item)) item.type = Scalar.QUOTE_DOUBLE;
    },
  });
  if (model.notes.length > 0) doc.commentBefore = ` Not converted:\n${model.notes.map((note) => `   ${note}`).join('\n')}`;
  return doc.toString({ lineWidth: 0 });
}

export function dockerRunToCompose(text: string): string {
  return modelToYaml(dockerRunToModel(text));
}

// ─── compose.yaml → docker run ───────────────────────────────────────────────────────────

type Args = string[];

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
const str = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * One word for the shell from a Compose value. Compose reads $$ as a literal $ and interpolates
 * $VAR and ${VAR}: a literal $ must stay literal in the shell, and a variable must still expand
 * there (double quotes), as it did for Compose.
 */
/** A literal word for a POSIX shell: bare when safe, else in single quotes. */
function quote(value: string): string {
  if (/^[\w@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function shellWord(value: string): string {
  const parts = value.split(/(\$\$|\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*)/);
  const hasVariable = parts.some((part, i) => i % 2 === 1 && part !== '$$');
  if (!hasVariable) return quote(value.replace(/\$\$/g, '$'));
  return `"${parts.map((part, i) => (i % 2 === 1 ? (part === '$$' ? '\\$' : part) : part.replace(/[\\"`$]/g, '\\$&'))).join('')}"`;
}

function keyValues(value: unknown): [string, string | null][] {
  if (Array.isArray(value))
    return value.map((item) => {
      const text = String(item);
      const i = text.indexOf('=');
      return i < 0 ? [text, null] : [text.slice(0, i), text.slice(i + 1)];
    });
  if (value && typeof value === 'object')
    return Object.entries(value).map(([k, v]) => [k, v === null || v === undefined ? null : String(v)]);
  return [];
}

function mountFlag(volume: Record<string, unknown>): string {
  const parts = [`type=${volume.type ?? 'volume'}`];
  if (volume.source) parts.push(`source=${volume.source}`);
  parts.push(`target=${volume.target}`);
  if (volume.read_only) parts.push('readonly');
  const bind = volume.bind as Record<string, unknown> | undefined;
  if (bind?.propagation) parts.push(`bind-propagation=${bind.propagation}`);
  const tmpfs = volume.tmpfs as Record<string, unknown> | undefined;
  if (tmpfs?.size) parts.push(`tmpfs-size=${tmpfs.size}`);
  return parts.join(',');
}

const simple: Record<string, string> = {
  container_name: '--name',
  hostname: '-h',
  domainname: '--domainname',
  user: '-u',
  working_dir: '-w',
  restart: '--restart',
  mem_limit: '-m',
  mem_reservation: '--memory-reservation',
  memswap_limit: '--memory-swap',
  mem_swappiness: '--memory-swappiness',
  cpus: '--cpus',
  cpu_shares: '--cpu-shares',
  cpuset: '--cpuset-cpus',
  shm_size: '--shm-size',
  pids_limit: '--pids-limit',
  platform: '--platform',
  pull_policy: '--pull',
  stop_signal: '--stop-signal',
  ipc: '--ipc',
  pid: '--pid',
  userns_mode: '--userns',
  cgroup_parent: '--cgroup-parent',
  mac_address: '--mac-address',
  oom_score_adj: '--oom-score-adj',
  isolation: '--isolation',
  runtime: '--runtime',
  network_mode: '--network',
};
const repeated: Record<string, string> = {
  expose: '--expose',
  env_file: '--env-file',
  tmpfs: '--tmpfs',
  cap_add: '--cap-add',
  cap_drop: '--cap-drop',
  devices: '--device',
  dns: '--dns',
  dns_search: '--dns-search',
  dns_opt: '--dns-option',
  extra_hosts: '--add-host',
  security_opt: '--security-opt',
  group_add: '--group-add',
  volumes_from: '--volumes-from',
  links: '--link',
  device_cgroup_rules: '--device-cgroup-rule',
};
const flagsOnly: Record<string, string> = {
  privileged: '--privileged',
  read_only: '--read-only',
  init: '--init',
  oom_kill_disable: '--oom-kill-disable',
};

function serviceToArgs(name: string, service: Service, notes: string[]): Args {
  const args: Args = ['docker', 'run', '-d'];
  if (service.container_name === undefined) args.push('--name', name);
  if (service.stdin_open) args.push('-i');
  if (service.tty) args.push('-t');
  for (const [key, value] of Object.entries(service)) {
    if (key in simple) args.push(simple[key]!, str(value));
    else if (key in repeated) for (const item of asList(value)) args.push(repeated[key]!, str(item));
    else if (key in flagsOnly) {
      if (value === true) args.push(flagsOnly[key]!);
    } else if (key === 'ports')
      for (const port of asList(value)) {
        if (port && typeof port === 'object') {
          const p = port as Record<string, unknown>;
          args.push(
            '-p',
            `${p.host_ip ? `${p.host_ip}:` : ''}${p.published ? `${p.published}:` : ''}${p.target}${p.protocol ? `/${p.protocol}` : ''}`,
          );
        } else args.push('-p', String(port));
      }
    else if (key === 'volumes')
      for (const volume of asList(value)) {
        if (volume && typeof volume === 'object') args.push('--mount', mountFlag(volume as Record<string, unknown>));
        else args.push('-v', String(volume));
      }
    else if (key === 'environment') for (const [k, v] of keyValues(value)) args.push('-e', v === null ? k : `${k}=${v}`);
    else if (key === 'labels') for (const [k, v] of keyValues(value)) args.push('-l', v === null ? k : `${k}=${v}`);
    else if (key === 'sysctls') for (const [k, v] of keyValues(value)) args.push('--sysctl', `${k}=${v ?? ''}`);
    else if (key === 'ulimits')
      for (const [k, v] of Object.entries((value as Record<string, unknown>) ?? {})) {
        const limit = v as number | { soft: number; hard: number };
        args.push('--ulimit', typeof limit === 'object' ? `${k}=${limit.soft}:${limit.hard}` : `${k}=${limit}`);
      }
    else if (key === 'networks') {
      const networks = Array.isArray(value)
        ? Object.fromEntries(value.map((n) => [n, null]))
        : ((value as Record<string, Record<string, unknown> | null>) ?? {});
      const names = Object.keys(networks);
      names.forEach((network, i) => {
        if (i === 0) args.push('--network', network);
        else
          notes.push(
            `${name}: network ${network}: docker run joins one network; run \`docker network connect ${network} <container>\` after it`,
          );
        const config = networks[network] ?? {};
        if (i > 0) return;
        for (const alias of asList(config.aliases)) args.push('--network-alias', str(alias));
        if (config.ipv4_address) args.push('--ip', str(config.ipv4_address));
        if (config.ipv6_address) args.push('--ip6', str(config.ipv6_address));
      });
    } else if (key === 'healthcheck') {
      const health = value as Record<string, unknown>;
      if (health.disable) args.push('--no-healthcheck');
      else {
        const test = health.test;
        if (Array.isArray(test)) {
          if (test[0] === 'NONE') args.push('--no-healthcheck');
          else args.push('--health-cmd', test[0] === 'CMD-SHELL' ? str(test[1]) : test.slice(1).map(String).map(quote).join(' '));
        } else if (typeof test === 'string') args.push('--health-cmd', test);
        if (health.interval) args.push('--health-interval', str(health.interval));
        if (health.timeout) args.push('--health-timeout', str(health.timeout));
        if (health.start_period) args.push('--health-start-period', str(health.start_period));
        if (health.retries !== undefined) args.push('--health-retries', str(health.retries));
      }
    } else if (key === 'logging') {
      const logging = value as Record<string, unknown>;
      if (logging.driver) args.push('--log-driver', str(logging.driver));
      for (const [k, v] of Object.entries((logging.options as Record<string, unknown>) ?? {}))
        args.push('--log-opt', `${k}=${v}`);
    } else if (key === 'stop_grace_period') {
      const seconds = /^(\d+)s$/.exec(str(value));
      if (seconds) args.push('--stop-timeout', seconds[1]!);
      else notes.push(`${name}: stop_grace_period ${str(value)}: --stop-timeout takes whole seconds`);
    } else if (key === 'entrypoint') {
      const entry = asList(value).map(String);
      args.push('--entrypoint', entry[0] ?? '');
      if (entry.length > 1) notes.push(`${name}: entrypoint arguments after ${entry[0]} go before the command`);
    } else if (key === 'deploy') {
      const devices = ((value as any)?.resources?.reservations?.devices ?? []) as Record<string, unknown>[];
      const gpu = devices.find((d) => asList(d.capabilities).includes('gpu'));
      if (gpu) args.push('--gpus', gpu.device_ids ? `"device=${asList(gpu.device_ids).join(',')}"` : String(gpu.count ?? 'all'));
      else notes.push(`${name}: deploy: only GPU reservations have a docker run form`);
    } else if (!['image', 'command', 'stdin_open', 'tty', 'container_name'].includes(key))
      notes.push(`${name}: ${key} has no docker run option`);
  }
  if (typeof service.image !== 'string')
    throw new Error(`Service ${name} has no image (a service built from a Dockerfile needs docker build first)`);
  args.push(service.image);
  const command = service.command;
  // Compose splits a string command into words as a shell would, without running a shell.
  if (typeof command === 'string')
    args.push(...parseShell(command).map((w) => (typeof w === 'string' ? w : 'op' in w ? w.op : '')));
  else for (const word of asList(command)) args.push(String(word));
  return args;
}

/** Splits long commands over lines with backslashes, an option and its value kept together. */
function formatCommand(args: Args): string {
  const quoted = args.map(shellWord);
  if (quoted.join(' ').length <= 80) return quoted.join(' ');
  const lines: string[] = [quoted.slice(0, 3).join(' ')];
  for (let i = 3; i < quoted.length; i++) {
    const word = quoted[i]!;
    const takesNext =
      word.startsWith('-') &&
      !['-d', '-i', '-t'].includes(word) &&
      !Object.values(flagsOnly).includes(word) &&
      word !== '--no-healthcheck';
    if (takesNext && i + 1 < quoted.length) lines.push(`${word} ${quoted[++i]}`);
    else lines.push(word);
  }
  return lines.join(' \\\n  ');
}

/** A compose.yaml → one `docker run` per service (what has no docker run form is listed above them). */
export function composeToDockerRun(text: string): string {
  if (!text.trim()) throw new Error('Paste a compose.yaml with a services: section');
  const doc = parseDocument(text);
  if (doc.errors.length > 0) {
    const [error] = doc.errors;
    const at = error!.linePos?.[0];
    throw new Error(`Not valid YAML: ${error!.message.split('\n')[0]}${at ? ` (line ${at.line}, column ${at.col})` : ''}`);
  }
  if (!isMap(doc.contents)) throw new Error('A compose file is a mapping with a services: section');
  const compose = doc.toJS() as { services?: Record<string, Service> };
  const services = compose.services;
  if (!services || typeof services !== 'object' || Object.keys(services).length === 0)
    throw new Error('The file has no services');
  const notes: string[] = [];
  const commands = Object.entries(services).map(([name, service]) => formatCommand(serviceToArgs(name, service ?? {}, notes)));
  const header = notes.length > 0 ? `# Not converted:\n${notes.map((n) => `#   ${n}`).join('\n')}\n\n` : '';
  return header + commands.join('\n\n');
}

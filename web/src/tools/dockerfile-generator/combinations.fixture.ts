import { presetConfig, restartPolicies, withMultiStage, databases, type DockerConfig } from './docker-config';
import { stacks, type Stack } from './stacks';

/** The other image family of each stack's runtime (Alpine ↔ Debian/Ubuntu), so both ways of creating a user are produced. */
const otherFamily: Record<Stack, string> = {
  node: 'node:24-alpine',
  python: 'python:3.14-alpine',
  java: 'eclipse-temurin:25-jre',
  nginx: 'nginxinc/nginx-unprivileged:1.30',
  go: 'debian:trixie-slim',
};

const users = ['preset', '', '10001:10001', 'svc'] as const;

const filled = {
  ports: '8443, 9000',
  volumes: '/app/data\n/var/cache/app/',
  environment: 'LOG_LEVEL=info\nGREETING=say "hi" to $USER\nEMPTY=',
  buildArgs: 'VERSION=1.2.3\nCOMMIT',
  labels: 'org.opencontainers.image.title=My "app"\norg.opencontainers.image.source=https://example.com/repo',
};

/** A named case: the config and what it varies, for failure messages. */
export type Combination = { name: string; config: DockerConfig };

/**
 * Every preset with every option of the form switched both ways (multi-stage, layer caching, cache
 * mounts, health check, user kind, both image families, lists empty or full, a start command with and
 * without shell syntax): 5 × 2 × 2 × 2 × 2 × 4 × 2 × 2 × 2 = 2,560 Dockerfiles.
 */
export function* dockerfileCombinations(): Generator<Combination> {
  for (const stack of stacks) {
    for (const multiStage of [true, false]) {
      for (const layerCaching of [true, false]) {
        for (const cacheMounts of [true, false]) {
          for (const health of [true, false]) {
            for (const user of users) {
              for (const family of ['preset', 'other'] as const) {
                for (const lists of ['empty', 'filled'] as const) {
                  for (const start of ['plain', 'shell'] as const) {
                    let config = withMultiStage(presetConfig(stack), multiStage);
                    config = {
                      ...config,
                      baseImage: family === 'other' ? otherFamily[stack] : config.baseImage,
                      user: user === 'preset' ? config.user : user,
                      optimization: { layerCaching, cacheMounts },
                      healthcheck: { ...config.healthcheck, enabled: health },
                      ...(lists === 'filled' ? filled : { ports: '', volumes: '', environment: '', buildArgs: '', labels: '' }),
                      commands:
                        start === 'shell'
                          ? { ...config.commands, start: `${config.commands.start} --port $PORT && echo done` }
                          : config.commands,
                    };
                    yield {
                      name: [
                        stack,
                        multiStage ? 'multi' : 'single',
                        `layers:${layerCaching}`,
                        `mounts:${cacheMounts}`,
                        `health:${health}`,
                        `user:${user || 'root'}`,
                        family,
                        lists,
                        start,
                      ].join(' '),
                      config,
                    };
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

/** Every preset × database × restart policy × health check × lists empty or full × multi-stage: 5 × 5 × 4 × 2 × 2 × 2 = 800 compose files. */
export function* composeCombinations(): Generator<Combination> {
  for (const stack of stacks) {
    for (const database of databases) {
      for (const restart of restartPolicies) {
        for (const health of [true, false]) {
          for (const lists of ['empty', 'filled'] as const) {
            for (const multiStage of [true, false]) {
              const base = withMultiStage(presetConfig(stack), multiStage);
              const config: DockerConfig = {
                ...base,
                ...(lists === 'filled' ? filled : { ports: '', volumes: '', environment: '', buildArgs: '', labels: '' }),
                healthcheck: { ...base.healthcheck, enabled: health },
                compose: { service: 'web', database, restart },
              };
              yield {
                name: [stack, database, restart, `health:${health}`, lists, multiStage ? 'multi' : 'single'].join(' '),
                config,
              };
            }
          }
        }
      }
    }
  }
}

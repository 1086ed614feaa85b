import type { Language } from '../ci-config';

/** Official Docker Hub images for container-based runners (GitLab, Jenkins' docker agent, CircleCI's docker executor). */
export function languageImage(language: Language, version: string): string {
  switch (language) {
    case 'node':
      return `node:${version}`;
    case 'python':
      return `python:${version}`;
    case 'java':
      return `maven:3.9-eclipse-temurin-${version}`;
  }
}

/** Where each package manager keeps its download cache, and the lockfile that keys it. */
export const dependencyCache = {
  node: { lockfile: 'package-lock.json', variable: 'npm_config_cache', dir: '.npm' },
  python: { lockfile: 'requirements.txt', variable: 'PIP_CACHE_DIR', dir: '.cache/pip' },
  java: { lockfile: 'pom.xml', variable: 'MAVEN_OPTS', dir: '.m2/repository' },
} as const;

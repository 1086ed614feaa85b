/**
 * The five stack presets (spec tools.md §9). Images are the official ones on Docker Hub, pinned to a
 * major (or major.minor) tag as listed in docker-library/official-images in August 2026: a rebuild
 * picks up security patches but never a new major. Node 24 is the Active LTS, Python 3.14 and Go 1.27
 * the current releases, Temurin 25 the Java LTS, nginx 1.30 the stable line (NGINX's own
 * unprivileged image, which runs as user 101 on port 8080, so the container needs no root).
 */
export const stacks = ['node', 'python', 'java', 'nginx', 'go'] as const;
export type Stack = (typeof stacks)[number];

export type StackPreset = {
  label: string;
  /** Runtime image (the last stage). */
  baseImage: string;
  /** Image of the build stage when the build is multi-stage. */
  buildImage: string;
  /** Image of a single-stage build (compiled stacks need their toolchain in it). */
  singleStageImage: string;
  workDir: string;
  port: number;
  commands: { install: string; build: string; start: string };
  /** What the runtime stage copies from the build stage (relative to its working directory, or absolute). */
  artifact: string;
  /** Dependency manifests, copied before the sources so the install layer stays cached. */
  manifests: string[];
  /** BuildKit cache mount targets of the package manager. */
  cacheTargets: string[];
  /** Path the default health check asks for. */
  healthPath: string;
  multiStage: boolean;
  user: string;
  /** A user the image already has (no need to create it). */
  builtinUser?: string;
  env: string;
  dockerignore: string[];
};

export const stackPresets: Record<Stack, StackPreset> = {
  node: {
    label: 'Node.js',
    baseImage: 'node:24-slim',
    buildImage: 'node:24-slim',
    singleStageImage: 'node:24-slim',
    workDir: '/app',
    port: 3000,
    commands: { install: 'npm ci', build: 'npm run build', start: 'node dist/index.js' },
    artifact: 'dist',
    manifests: ['package.json', 'package-lock.json'],
    cacheTargets: ['/root/.npm'],
    healthPath: '/health',
    multiStage: true,
    user: 'node',
    builtinUser: 'node',
    env: 'NODE_ENV=production',
    dockerignore: ['node_modules', 'dist', 'coverage', 'npm-debug.log*'],
  },
  python: {
    label: 'Python',
    baseImage: 'python:3.14-slim',
    buildImage: 'python:3.14-slim',
    singleStageImage: 'python:3.14-slim',
    workDir: '/app',
    port: 8000,
    commands: { install: 'pip install -r requirements.txt', build: '', start: 'gunicorn --bind 0.0.0.0:8000 app:app' },
    artifact: '/opt/venv',
    manifests: ['requirements.txt'],
    cacheTargets: ['/root/.cache/pip'],
    healthPath: '/health',
    multiStage: false,
    user: 'app',
    env: 'PYTHONDONTWRITEBYTECODE=1\nPYTHONUNBUFFERED=1',
    dockerignore: ['__pycache__', '*.py[cod]', '.venv', 'venv', '.pytest_cache', '.mypy_cache', '.ruff_cache'],
  },
  java: {
    label: 'Java',
    baseImage: 'eclipse-temurin:25-jre-alpine',
    buildImage: 'maven:3.9-eclipse-temurin-25',
    singleStageImage: 'maven:3.9-eclipse-temurin-25-alpine',
    workDir: '/app',
    port: 8080,
    commands: { install: 'mvn -B dependency:go-offline', build: 'mvn -B package -DskipTests', start: 'java -jar app.jar' },
    artifact: 'target/*.jar',
    manifests: ['pom.xml'],
    cacheTargets: ['/root/.m2'],
    healthPath: '/actuator/health',
    multiStage: true,
    user: 'app',
    env: 'JAVA_TOOL_OPTIONS=-XX:MaxRAMPercentage=75.0',
    dockerignore: ['target', 'build', '.gradle', '*.class'],
  },
  nginx: {
    label: 'nginx',
    baseImage: 'nginxinc/nginx-unprivileged:1.30-alpine',
    buildImage: 'node:24-slim',
    singleStageImage: 'nginxinc/nginx-unprivileged:1.30-alpine',
    workDir: '/usr/share/nginx/html',
    port: 8080,
    commands: { install: 'npm ci', build: 'npm run build', start: 'nginx -g "daemon off;"' },
    artifact: 'dist',
    manifests: ['package.json', 'package-lock.json'],
    cacheTargets: ['/root/.npm'],
    healthPath: '/',
    multiStage: true,
    user: 'nginx',
    builtinUser: 'nginx',
    env: '',
    dockerignore: ['node_modules'],
  },
  go: {
    label: 'Go',
    baseImage: 'alpine:3.24',
    buildImage: 'golang:1.27-alpine',
    singleStageImage: 'golang:1.27-alpine',
    workDir: '/app',
    port: 8080,
    commands: {
      install: 'go mod download',
      build: 'CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /usr/local/bin/server .',
      start: 'server',
    },
    artifact: '/usr/local/bin/server',
    manifests: ['go.mod', 'go.sum*'],
    cacheTargets: ['/go/pkg/mod', '/root/.cache/go-build'],
    healthPath: '/health',
    multiStage: true,
    user: 'app',
    env: '',
    dockerignore: ['bin', '*.test', 'coverage.out'],
  },
};

/** Ignored by every stack: VCS data, local secrets, editor files and the Docker files themselves. */
export const commonDockerignore = [
  '.git',
  '.gitignore',
  '.dockerignore',
  'Dockerfile',
  'compose.yaml',
  '**/.env',
  '**/.env.*',
  '*.log',
  '.DS_Store',
  '.vscode',
  '.idea',
];

/** A health check that needs nothing the image lacks: the runtime itself where it can make HTTP requests, else busybox wget. */
export function defaultHealthCommand(stack: Stack, port: number): string {
  const url = `http://localhost:${port}${stackPresets[stack].healthPath}`;
  switch (stack) {
    case 'node':
      return `node -e "fetch('${url}').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"`;
    case 'python':
      return `python -c "import urllib.request; urllib.request.urlopen('${url}', timeout=5)"`;
    default:
      return `wget -q --spider ${url} || exit 1`;
  }
}

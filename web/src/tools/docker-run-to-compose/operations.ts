import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// docker run ⇄ compose.yaml. The converters load with the yaml library (31 KB gzip) on first use.

export const dockerRunToComposeOperation = defineOperation({
  id: 'docker-run-to-compose',
  name: 'docker run → Compose',
  description:
    'Turn docker run commands into a compose.yaml service each: ports, volumes, environment, networks, restart, healthcheck and more.',
  keywords: ['docker run', 'docker compose', 'compose.yaml', 'docker-compose.yml', 'composerize', 'convert'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'docker run commands',
  outputLabel: 'compose.yaml',
  inputPlaceholder: 'docker run -d --name web -p 8080:80 -v ./site:/usr/share/nginx/html:ro --restart unless-stopped nginx:1.27',
  outputLanguage: 'yaml',
  outputFile: { extension: 'yaml', mimeType: 'application/yaml' },
  run: async (text) => (await import('./compose')).dockerRunToCompose(text),
  examples: [
    {
      input:
        'docker run -d --name web -p 8080:80 -v site:/usr/share/nginx/html:ro -e TZ=Europe/Paris --restart unless-stopped nginx:1.27',
      output: [
        'services:',
        '  web:',
        '    image: nginx:1.27',
        '    container_name: web',
        '    ports:',
        '      - "8080:80"',
        '    volumes:',
        '      - site:/usr/share/nginx/html:ro',
        '    environment:',
        '      TZ: Europe/Paris',
        '    restart: unless-stopped',
        'volumes:',
        '  site:',
        '    name: site',
        '',
      ].join('\n'),
    },
  ],
});

export const composeToDockerRunOperation = defineOperation({
  id: 'compose-to-docker-run',
  name: 'Compose → docker run',
  description: 'Turn the services of a compose.yaml into docker run commands.',
  keywords: ['docker compose', 'docker run', 'compose.yaml', 'convert'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'compose.yaml',
  outputLabel: 'docker run commands',
  inputPlaceholder: 'services:\n  web:\n    image: nginx:1.27\n    ports:\n      - "8080:80"',
  outputFile: { extension: 'sh', mimeType: 'text/x-shellscript' },
  run: async (text) => (await import('./compose')).composeToDockerRun(text),
  examples: [
    {
      input: 'services:\n  cache:\n    image: redis:7\n    ports:\n      - "6379:6379"\n    restart: always\n',
      output: 'docker run -d --name cache -p 6379:6379 --restart always redis:7',
    },
  ],
});

export const operations = [dockerRunToComposeOperation, composeToDockerRunOperation];

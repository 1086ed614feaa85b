import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { applyMode, describeMode, parseModeText, parseUmask } from './mode';

export const chmodConvert = defineOperation({
  id: 'chmod-convert',
  name: 'Convert',
  description: 'Write a file mode given as octal, symbolic or ls -l text in all three forms, with the chmod command.',
  keywords: ['chmod', 'permissions', 'octal', 'symbolic', 'rwx', '755', '644', 'ls -l'],
  input: 'text',
  output: 'text',
  options: z.object({
    path: z.string().default('file').meta({ label: 'File in the command' }),
  }),
  inputLabel: 'Mode',
  outputLabel: 'Forms',
  inputPlaceholder: '755, u=rwx,g=rx,o=rx or -rwxr-xr-x',
  run: (text, { path }) => describeMode(parseModeText(text), path),
  examples: [
    {
      input: '755',
      output: [
        'Octal:     0755',
        'Symbolic:  u=rwx,g=rx,o=rx',
        'ls -l:     -rwxr-xr-x',
        'Command:   chmod 755 file',
        '           chmod u=rwx,g=rx,o=rx file',
      ].join('\n'),
    },
    {
      title: 'From ls -l, with set-group-ID and sticky',
      input: 'drwxrws--T',
      options: { path: 'shared' },
      output: [
        'Octal:     3770',
        'Symbolic:  u=rwx,g=rwxs,o=t',
        'ls -l:     -rwxrws--T',
        'Command:   chmod 3770 shared',
        '           chmod u=rwx,g=rwxs,o=t shared',
      ].join('\n'),
    },
  ],
});

export const chmodApply = defineOperation({
  id: 'chmod-apply',
  name: 'Apply a change',
  description:
    'Work out the mode chmod leaves after a change such as u+x,go-w, applied to a starting mode, as GNU chmod does it.',
  keywords: ['chmod', 'u+x', 'go-w', 'symbolic', 'umask', 'permissions'],
  input: 'text',
  output: 'text',
  options: z.object({
    change: z.string().default('u+x,go-w').meta({ label: 'Change', placeholder: 'u+x,go-w' }),
    umask: z.string().default('022').meta({ label: 'umask', description: 'Applies to clauses without u, g, o or a (chmod +x).' }),
    directory: z
      .boolean()
      .default(false)
      .meta({ label: 'It is a directory', description: 'X then adds execute; set-ID bits stay unless named.' }),
  }),
  inputLabel: 'Starting mode',
  outputLabel: 'Resulting mode',
  inputPlaceholder: '644',
  run: (text, { change, umask, directory }) =>
    describeMode(applyMode(parseModeText(text), change, { umask: parseUmask(umask), directory })),
  examples: [
    {
      input: '664',
      output: [
        'Octal:     0744',
        'Symbolic:  u=rwx,g=r,o=r',
        'ls -l:     -rwxr--r--',
        'Command:   chmod 744 file',
        '           chmod u=rwx,g=r,o=r file',
      ].join('\n'),
    },
    {
      title: '+x follows the umask',
      input: '644',
      options: { change: '+x', umask: '027' },
      output: [
        'Octal:     0754',
        'Symbolic:  u=rwx,g=rx,o=r',
        'ls -l:     -rwxr-xr--',
        'Command:   chmod 754 file',
        '           chmod u=rwx,g=rx,o=r file',
      ].join('\n'),
    },
  ],
});

export const operations = [chmodConvert, chmodApply];

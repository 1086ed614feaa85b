import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TransformTool } from './TransformTool';

const upper = (s: string) => s.toUpperCase();
const lower = (s: string) => s.toLowerCase();
const failOnX = (s: string) => {
  if (s.includes('x')) throw new Error('No x allowed');
  return s.split('').reverse().join('');
};

function Toggling() {
  const [mode, setMode] = useState<'up' | 'down'>('up');
  return (
    <TransformTool
      transform={mode === 'up' ? upper : lower}
      inputLabel="Input"
      outputLabel="Output"
      modeToggle={{ label: mode === 'up' ? 'Switch to Lower' : 'Switch to Upper', onToggle: () => setMode(mode === 'up' ? 'down' : 'up') }}
    />
  );
}

describe('TransformTool', () => {
  afterEach(cleanup);

  it('transforms live as you type and shows nothing for empty input', async () => {
    render(<TransformTool transform={failOnX} inputLabel="Input" outputLabel="Output" />);
    const input = screen.getByLabelText('Input');
    expect(screen.getByLabelText('Output')).toHaveValue('');
    await userEvent.type(input, 'abc');
    expect(screen.getByLabelText('Output')).toHaveValue('cba');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the thrown message and empties the output', async () => {
    render(<TransformTool transform={failOnX} inputLabel="Input" outputLabel="Output" initialInput="ab" />);
    expect(screen.getByLabelText('Output')).toHaveValue('ba');
    await userEvent.type(screen.getByLabelText('Input'), 'x');
    expect(screen.getByRole('alert')).toHaveTextContent('No x allowed');
    expect(screen.getByLabelText('Output')).toHaveValue('');
  });

  it('Clear All empties input, output and error', async () => {
    render(<TransformTool transform={failOnX} inputLabel="Input" outputLabel="Output" initialInput="x" />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByLabelText('Input')).toHaveValue('');
    expect(screen.getByLabelText('Output')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the mode toggle moves the output into the input and switches the transform', async () => {
    render(<Toggling />);
    await userEvent.type(screen.getByLabelText('Input'), 'Hello');
    expect(screen.getByLabelText('Output')).toHaveValue('HELLO');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Lower' }));
    expect(screen.getByLabelText('Input')).toHaveValue('HELLO');
    expect(screen.getByLabelText('Output')).toHaveValue('hello');
    expect(screen.getByRole('button', { name: 'Switch to Upper' })).toBeInTheDocument();
  });
});

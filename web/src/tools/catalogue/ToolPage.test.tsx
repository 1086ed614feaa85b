import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ToolMeta } from '../types';

// Every real catalogue entry is built, so the Coming Soon state (platform spec) is checked here
// with a catalogue entry that has no screen yet.
const planned: ToolMeta = {
  id: 'planned-tool',
  name: 'Planned Tool',
  description: 'A tool announced before it is built.',
  category: 'utilities',
  tags: ['planned'],
  isPro: false,
  hasAI: false,
  comingSoon: true,
  popularity: 50,
  keywords: [],
};

vi.mock('../registry', () => ({ findTool: (id: string) => (id === planned.id ? planned : undefined) }));

const { default: ToolPage } = await import('./ToolPage');

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/tools/:toolId" element={<ToolPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ToolPage', () => {
  it('a catalogue entry that is not built yet says Coming Soon instead of a screen', () => {
    open('/tools/planned-tool');
    expect(screen.getByRole('heading', { level: 1, name: 'Planned Tool' })).toBeTruthy();
    expect(screen.getByText('Coming Soon', { exact: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Coming Soon!' })).toBeTruthy();
    expect(screen.getByText("We're working hard to bring you this feature. Check back soon for updates!")).toBeTruthy();
  });

  it('an unknown id says the tool was not found', () => {
    open('/tools/nothing-here');
    expect(screen.getByRole('heading', { level: 1, name: 'Tool not found' })).toBeTruthy();
  });
});

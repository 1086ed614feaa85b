// The audit after a load run: every write the server acknowledged is there exactly once and as last
// written, nothing acknowledged as deleted is there, AI usage counters equal the AI calls that were
// answered, and nobody can see what another user wrote.

/** @param {import('./virtual-users.mjs').VirtualUser[]} users */
export async function audit(users, { baseUrl, signal }) {
  const findings = {
    users: users.length,
    snippetsChecked: 0,
    missing: 0,
    duplicated: 0,
    stale: 0,
    resurrected: 0,
    foreign: 0,
    usageMismatches: [],
    crossUserVisible: 0,
    unsettled: 0,
  };
  for (const user of users) {
    user.baseUrl = baseUrl;
    const seen = new Map();
    let cursor = null;
    do {
      const reply = await user.request(`/api/snippets?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
        signal,
      });
      if (reply.status !== 200) throw new Error(`audit: listing ${user.email}'s snippets answered ${reply.status}`);
      const page = JSON.parse(reply.text);
      for (const snippet of page.snippets) {
        if (!snippet.title.startsWith(`${user.tag} `)) findings.foreign += 1;
        if (seen.has(snippet.id)) findings.duplicated += 1;
        seen.set(snippet.id, snippet);
      }
      cursor = page.nextCursor;
    } while (cursor);
    const titles = new Map();
    for (const snippet of seen.values()) titles.set(snippet.title, (titles.get(snippet.title) ?? 0) + 1);
    for (const count of titles.values()) if (count > 1) findings.duplicated += count - 1;
    for (const [id, expected] of user.snippets) {
      findings.snippetsChecked += 1;
      const found = seen.get(id);
      // Its last change got no answer (in flight on a killed instance): either state is right.
      if (user.unsettled?.has(id)) findings.unsettled += 1;
      else if (!found) findings.missing += 1;
      else if (found.code !== expected.code) findings.stale += 1;
    }
    // Present but not acknowledged: a create whose answer was lost (in flight on a killed instance)
    // is not an error; one acknowledged as deleted is.
    for (const id of user.deleted ?? []) if (seen.has(id)) findings.resurrected += 1;
    const usage = JSON.parse((await user.request('/api/ai/usage', { signal })).text);
    if (usage.today !== user.aiAnswered)
      findings.usageMismatches.push({ user: user.index, counted: usage.today, answered: user.aiAnswered });
  }
  // Another user's snippet answers 404, like an unknown id.
  for (let i = 0; i + 1 < users.length && i < 200; i += 2) {
    const [owner, other] = [users[i], users[i + 1]];
    const id = owner.snippets.keys().next().value;
    if (!id) continue;
    const reply = await other.request(`/api/snippets/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { title: `${other.tag} stolen` },
      signal,
    });
    if (reply.status !== 404) findings.crossUserVisible += 1;
  }
  return findings;
}

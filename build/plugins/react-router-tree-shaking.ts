import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// react-router ships without pure annotations: its top-level `X.displayName = …` assignments and
// `React.forwardRef(…)`/`React.createContext(…)` calls look like side effects to the bundler, so
// every export stays in the first load whether the app uses it or not (Form, useSubmit, the RSC
// error handler…). The displayName lines only name components for React DevTools; without them,
// and with those calls marked pure, the unused exports fall away.
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'devforge-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/\/node_modules\/react-router\/dist\/[^/]+\/chunk-[^/]+\.mjs$/.test(id)) return null;
      const s = new MagicString(code);
      for (const m of code.matchAll(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm)) s.remove(m.index, m.index + m[0].length);
      for (const m of code.matchAll(/(?<![\w$.])React\d*\.(?:forwardRef|createContext)\(/g))
        s.appendLeft(m.index, '/* @__PURE__ */ ');
      return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
    },
  };
}

import type { SvgDocument } from './svg-model';

/** Undo and redo over whole documents (they are small; sharing unchanged shapes keeps copies cheap). */
export type History = { past: SvgDocument[]; present: SvgDocument; future: SvgDocument[] };

export type HistoryAction =
  /** A finished change: undoable. */
  | { type: 'set'; document: SvgDocument }
  /** A change in progress (a drag): shown, not yet a step of its own. */
  | { type: 'preview'; document: SvgDocument }
  /** Ends a drag: the document before it becomes the undo step. */
  | { type: 'commit'; before: SvgDocument }
  | { type: 'undo' }
  | { type: 'redo' };

export const HISTORY_LIMIT = 100;

export function historyReducer(state: History, action: HistoryAction): History {
  switch (action.type) {
    case 'set':
      if (action.document === state.present) return state;
      return { past: [...state.past, state.present].slice(-HISTORY_LIMIT), present: action.document, future: [] };
    case 'preview':
      return { ...state, present: action.document };
    case 'commit':
      if (action.before === state.present) return state;
      return { past: [...state.past, action.before].slice(-HISTORY_LIMIT), present: state.present, future: [] };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: rest };
    }
  }
}

/**
 * The rule's condition in CodeMirror 6 (loaded with the rule page only, lazy-rule-editor.tsx): the rule
 * language's own parser for highlighting, completion of attributes, lists and keywords, and each problem
 * underlined at its place with its translated message. Tab leaves the editor (no tab capture), so a keyboard
 * user is never trapped; bidirectional controls are shown as visible marks, never applied.
 */
import { closeBrackets } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, highlightSpecialChars, keymap, placeholder as placeholderText } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { BIDI_CONTROLS } from '@/lib/antifraud-rules/list-items';
import { ruleLanguageSupport, type CompletionTexts } from './rule-language';

export interface EditorProblem {
  from: number;
  to: number;
  message: string;
}

export interface RuleCodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  problems: readonly EditorProblem[];
  lists: readonly string[];
  completion: CompletionTexts;
  label: string;
  describedBy?: string;
  placeholder: string;
  readOnly?: boolean;
}

const theme = EditorView.theme({
  '&': {
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-sm)',
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
    fontSize: 'var(--mantine-font-size-sm)',
  },
  '&.cm-focused': { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: '1px' },
  '.cm-content': { fontFamily: 'var(--mantine-font-family-monospace)', minHeight: '5.5em', padding: '8px 0' },
  '.cm-line': { padding: '0 10px' },
  '.cm-placeholder': { color: 'var(--mantine-color-dimmed)' },
  '.cm-cursor': { borderLeftColor: 'var(--mantine-color-text)' },
  '.cm-tooltip': { backgroundColor: 'var(--mantine-color-body)', color: 'var(--mantine-color-text)', border: '1px solid var(--mantine-color-default-border)' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: 'var(--mantine-primary-color-filled)', color: 'var(--mantine-color-white)' },
  '.cm-completionDetail': { color: 'inherit', opacity: 0.85 },
  '.cm-lintRange-error': { backgroundImage: 'none', textDecoration: 'underline wavy var(--mantine-color-error)', textUnderlineOffset: '3px' },
});

const diagnostics = (problems: readonly EditorProblem[], length: number): Diagnostic[] =>
  problems.map((problem) => {
    const from = Math.min(problem.from, length);
    return { from, to: Math.max(from, Math.min(problem.to, length)), severity: 'error', message: problem.message };
  });

export default function RuleCodeEditor({
  value,
  onChange,
  problems,
  lists,
  completion,
  label,
  describedBy,
  placeholder,
  readOnly = false,
}: RuleCodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const language = useRef(new Compartment());
  const attributes = useRef(new Compartment());

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          closeBrackets(),
          highlightSpecialChars({ addSpecialChars: new RegExp(BIDI_CONTROLS.source, 'g') }),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.lineWrapping,
          placeholderText(placeholder),
          theme,
          // Filled by the effects below, as are the attributes: nothing is configured twice.
          language.current.of([]),
          attributes.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // Made once; the value, lists and attributes follow in the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch({
      effects: attributes.current.reconfigure([
        EditorState.readOnly.of(readOnly),
        EditorView.editable.of(!readOnly),
        EditorView.contentAttributes.of({
          'aria-label': label,
          'aria-multiline': 'true',
          'aria-invalid': problems.length > 0 ? 'true' : 'false',
          ...(describedBy && { 'aria-describedby': describedBy }),
          dir: 'ltr',
          spellcheck: 'false',
        }),
      ]),
    });
  }, [label, describedBy, readOnly, problems.length]);

  useEffect(() => {
    view.current?.dispatch({ effects: language.current.reconfigure(ruleLanguageSupport(lists, completion)) });
  }, [lists, completion]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, diagnostics(problems, editor.state.doc.length)));
  }, [problems]);

  return <div ref={host} dir="ltr" data-testid="rule-editor" />;
}

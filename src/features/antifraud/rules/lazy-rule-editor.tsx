import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RuleCodeEditorProps } from './rule-code-editor';

// CodeMirror and the rule language's parser load with this editor only, never with the app's start.
const RuleCodeEditor = lazy(() => import('./rule-code-editor'));

export function RuleEditor(props: RuleCodeEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={96} aria-busy="true" aria-label={props.label} />}>
      <RuleCodeEditor {...props} />
    </Suspense>
  );
}

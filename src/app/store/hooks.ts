// The typed hooks live in lib/store, below the features that use them too (ADR 0005).
export { createAppAsyncThunk, useAppDispatch, useAppSelector, useAppStore } from '@/lib/store';

import '@/styles/global.css';
import { PRERENDERED_ATTRIBUTE } from '@shared/site/shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initSession } from '@/lib/auth';
import { AppProvider } from './provider';
import { AppRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the first render, so guards see a restored session (or its check under way) from the start.
initSession();

// A prerendered or published page (ADR 0014) brought its own head tags; from here on the app's pages set
// them, so the served ones go rather than stand beside the app's. The content in #root is replaced below.
for (const tag of document.head.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)) tag.remove();

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

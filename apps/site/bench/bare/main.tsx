// The yardstick of the Lighthouse bench: React 19 rendering one heading, nothing else.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <h1>Bare React 19</h1>
    </StrictMode>,
  );

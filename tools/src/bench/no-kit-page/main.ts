import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

// The benchmark's baseline: examples/react-minimal's page without Gatehouse, a plain button in place
// of <appkit-button>. What this page loads is what the host already pays for (React and its page).
createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(
    'main',
    null,
    createElement('h1', null, 'Minimal host'),
    createElement('button', { type: 'button' }, 'Connect Wallet'),
  ),
)

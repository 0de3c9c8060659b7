import { createRoot } from 'react-dom/client'

// The benchmark's baseline: examples/react-minimal's page without Gatehouse, written the same way (JSX,
// so React's JSX runtime is the host's too), with a plain button in place of <appkit-button>. What this
// page loads is what the host already pays for (React and its page).
createRoot(document.getElementById('root') as HTMLElement).render(
  <main>
    <h1>Minimal host</h1>
    <button type="button">Connect Wallet</button>
  </main>,
)

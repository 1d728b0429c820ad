/** Entry point: mounts the app and registers the service worker that makes it work offline. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { App } from './ui/App';
import { prefetchStoredGame } from './doc/persistence';
import { loadIdentity } from './store/identityStore';
import { parseRoute } from './ui/routes';
import './ui/styles.css';

// A page opened on a game starts reading it, and this browser's identity, from storage before React starts (issue #11).
const opening = parseRoute(location.hash);
if (opening?.kind === 'game') {
  prefetchStoredGame(opening.id);
  void loadIdentity();
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// y-webrtc decrypts every signaling message of the room; one sealed with another key (a visitor
// with a wrong link) rejects inside y-webrtc with an OperationError nobody awaits. It is expected
// and harmless: the message is ignored. Keep it out of the console's error list.
window.addEventListener('unhandledrejection', (e) => {
  if (e.reason instanceof DOMException && e.reason.name === 'OperationError') e.preventDefault();
});

if ('serviceWorker' in navigator && !import.meta.env.DEV) registerSW({ immediate: true });

/**
 * Shows the images (maps, counter sheets) still arriving from another player. A joining player
 * sees grey boards until the images land; this panel tells them why, and how long is left.
 */
import { useId } from 'react';
import type { AssetProgress } from '../../net/types';
import { useObservable, type Observable } from '../table/viewStore';
import { formatTransfer } from './format';

export function AssetProgressPanel({ progress }: { progress: Observable<AssetProgress[]> }) {
  const items = useObservable(progress);
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section className="net-assets" data-testid="asset-progress" aria-labelledby={titleId}>
      <h3 id={titleId}>Receiving images from your friend</h3>
      <ul>
        {items.map((a) => {
          const text = formatTransfer(a.received, a.total);
          const known = a.total > 0;
          const value = known ? Math.min(a.received, a.total) : undefined;
          return (
            <li key={a.hash} data-hash={a.hash}>
              <span className="net-asset-name" title={a.name}>
                {a.name || 'Image'}
              </span>
              <progress
                role="progressbar"
                aria-label={`${a.name || 'Image'}: ${text}`}
                aria-valuemin={0}
                aria-valuemax={known ? a.total : undefined}
                aria-valuenow={value}
                aria-valuetext={text}
                max={known ? a.total : undefined}
                value={value}
              />
              <span className="net-asset-size">{text}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

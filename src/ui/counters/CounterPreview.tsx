/** A drawn counter face, painted exactly as the table paints it (`paintDrawnFace`), for previews. */
import { useEffect, useRef } from 'react';
import type { DrawnFace } from '../../model/records';
import { paintDrawnFace } from '../table/faceSprites';

interface Props {
  face: DrawnFace;
  /** Read out by screen readers, e.g. "Front of 2/Lehr". */
  label: string;
  /** CSS pixels. */
  size?: number;
  testId?: string;
}

export function CounterPreview({ face, label, size = 96, testId }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const key = JSON.stringify(face);
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const px = Math.max(24, Math.round(size * (window.devicePixelRatio || 1)));
    const sprite = paintDrawnFace(JSON.parse(key) as DrawnFace, px);
    el.width = px;
    el.height = px;
    const ctx = el.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, px, px);
    ctx.drawImage(sprite, 0, 0);
  }, [key, size]);
  return <canvas ref={canvas} className="counter-preview" role="img" aria-label={label} title={label} style={{ width: size, height: size }} data-testid={testId} data-factors={face.factors} data-fill={face.fill} />;
}

/**
 * Reading a request's body with a bound, shared by the mailbox and the witness: past `limit` bytes
 * the request is cut and the promise rejects with `tooBig()` (the rest is never read).
 */

/** The body's bytes, up to `limit`; rejects with `tooBig()` past it. */
export function readBody(req, limit, tooBig) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.byteLength;
      if (size > limit) {
        reject(tooBig());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

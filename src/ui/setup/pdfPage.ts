/**
 * Maps and counter sheets often come as PDFs. pdf.js renders one page to a PNG, which then goes
 * the same way as any image. Loaded only when a PDF is opened, so the app itself stays small.
 */

/** Longest edge of a rendered page, in pixels; large enough for a scan's detail, small enough for the GPU. */
const maxEdge = 12_000;

/** How many pages a PDF file has (also checks that it is a PDF at all). */
export async function pdfPageCount(file: File): Promise<number> {
  const doc = await open(file);
  const count = doc.numPages;
  await doc.destroy();
  return count;
}

async function open(file: File) {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
  try {
    return await pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()) }).promise;
  } catch {
    throw new Error(`"${file.name}" is not a PDF this browser can read.`);
  }
}

/** Renders one page (1-based) at `dpi` to a PNG file named after the PDF and the page. */
export async function renderPdfPage(file: File, pageNumber: number, dpi = 150): Promise<File> {
  const doc = await open(file);
  try {
    if (pageNumber < 1 || pageNumber > doc.numPages) throw new Error(`"${file.name}" has no page ${pageNumber} (it has ${doc.numPages}).`);
    const page = await doc.getPage(pageNumber);
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(dpi / 72, maxEdge / Math.max(natural.width, natural.height));
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    await page.render({ canvasContext: canvas.getContext('2d')!, viewport }).promise;
    const blob: Blob = await new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The page could not be turned into an image.'))), 'image/png'));
    return new File([blob], `${file.name.replace(/\.pdf$/i, '')} p${pageNumber}.png`, { type: 'image/png' });
  } finally {
    await doc.destroy();
  }
}

/** Whether a file is a PDF, by type or name. */
export const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

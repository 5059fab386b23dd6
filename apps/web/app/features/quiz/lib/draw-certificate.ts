import { certificateName, type Certificate } from '@ai4n/shared';

export const CERTIFICATE_WIDTH = 1200;
export const CERTIFICATE_HEIGHT = 800;

function fitText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number, size: number, weight = 'bold') {
  let fontSize = size;
  do {
    ctx.font = `${weight} ${fontSize}px Georgia, 'Times New Roman', serif`;
    fontSize -= 2;
  } while (ctx.measureText(text).width > maxWidth && fontSize > 16);
}

/** Draws the 1200x800 certificate and resolves with the PNG. */
export async function renderCertificatePng(cert: Certificate, siteName: string, verifyUrl: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = CERTIFICATE_WIDTH;
  canvas.height = CERTIFICATE_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the certificate.');
  const center = CERTIFICATE_WIDTH / 2;

  ctx.fillStyle = '#fdfcf8';
  ctx.fillRect(0, 0, CERTIFICATE_WIDTH, CERTIFICATE_HEIGHT);
  ctx.strokeStyle = '#4338ca';
  ctx.lineWidth = 14;
  ctx.strokeRect(30, 30, CERTIFICATE_WIDTH - 60, CERTIFICATE_HEIGHT - 60);
  ctx.strokeStyle = '#c7d2fe';
  ctx.lineWidth = 3;
  ctx.strokeRect(56, 56, CERTIFICATE_WIDTH - 112, CERTIFICATE_HEIGHT - 112);

  ctx.textAlign = 'center';
  ctx.fillStyle = '#4338ca';
  ctx.font = "bold 26px system-ui, -apple-system, 'Segoe UI', sans-serif";
  ctx.fillText(siteName.toUpperCase(), center, 140);

  ctx.fillStyle = '#0f172a';
  ctx.font = "bold 58px Georgia, 'Times New Roman', serif";
  ctx.fillText('Certificate of Completion', center, 230);

  ctx.fillStyle = '#475569';
  ctx.font = "24px system-ui, -apple-system, 'Segoe UI', sans-serif";
  ctx.fillText('This certifies that', center, 310);

  ctx.fillStyle = '#1e1b4b';
  const name = certificateName(cert.name);
  fitText(ctx, name, 900, 64);
  ctx.fillText(name, center, 395);
  ctx.strokeStyle = '#94a3b8';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(250, 420);
  ctx.lineTo(950, 420);
  ctx.stroke();

  ctx.fillStyle = '#334155';
  ctx.font = "26px system-ui, -apple-system, 'Segoe UI', sans-serif";
  ctx.fillText('has completed Prompt School and passed the AI Newcomer Quiz', center, 480);
  ctx.font = "bold 30px system-ui, -apple-system, 'Segoe UI', sans-serif";
  ctx.fillText(`Score ${cert.score}/${cert.total} (${cert.percentage}%) · Grade ${cert.grade}`, center, 540);

  const issued = new Date(cert.issuedAt).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  ctx.fillStyle = '#475569';
  ctx.font = "22px system-ui, -apple-system, 'Segoe UI', sans-serif";
  ctx.fillText(`Issued ${issued}`, center, 600);
  ctx.font = "bold 22px ui-monospace, 'SFMono-Regular', Menlo, monospace";
  ctx.fillText(`Certificate code ${cert.code}`, center, 670);
  ctx.font = "20px system-ui, -apple-system, 'Segoe UI', sans-serif";
  ctx.fillText(`Verify at ${verifyUrl}`, center, 705);

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The certificate could not be drawn.'))),
      'image/png',
    ),
  );
}

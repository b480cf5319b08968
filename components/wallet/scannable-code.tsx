'use client';

import { useEffect, useRef, useState } from 'react';
import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';

type Props = {
  text: string;
  /** Also a Code 128 barcode, for tills whose scanners read only linear codes. */
  barcode?: boolean;
  qrLabel: string;
  barcodeLabel?: string;
  /** Larger codes (the wallet's high-contrast view). */
  large?: boolean;
};

/**
 * A code drawn to be scanned at a till: black on white with a quiet zone, whatever the theme, as
 * a QR code and optionally a Code 128 barcode. Drawn in the browser by `qrcode` and `jsbarcode`,
 * which load only with the wallet and the voucher codes.
 */
export function ScannableCode({ text, barcode = false, qrLabel, barcodeLabel, large }: Props) {
  const [qr, setQr] = useState<string | null>(null);
  const bars = useRef<SVGSVGElement>(null);

  useEffect(() => {
    let current = true;
    QRCode.toString(text, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
      color: { dark: '#000000', light: '#ffffff' },
    }).then(
      (svg) => current && setQr(svg),
      () => current && setQr(null),
    );
    return () => {
      current = false;
    };
  }, [text]);

  useEffect(() => {
    if (!barcode || !bars.current) return;
    JsBarcode(bars.current, text, {
      format: 'CODE128',
      displayValue: false,
      margin: 12,
      height: large ? 96 : 64,
      width: 2,
      background: '#ffffff',
      lineColor: '#000000',
    });
  }, [barcode, text, large]);

  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-2 text-black">
      <div
        role="img"
        aria-label={qrLabel}
        data-testid="qr-code"
        className={`${large ? 'w-72' : 'w-48'} aspect-square max-w-full [&>svg]:size-full`}
        // The library's own SVG markup for our own text: no member input reaches it unescaped.
        dangerouslySetInnerHTML={qr ? { __html: qr } : undefined}
      />
      {barcode ? (
        <svg
          ref={bars}
          role="img"
          aria-label={barcodeLabel}
          data-testid="barcode"
          className="h-auto w-full max-w-sm"
        />
      ) : null}
    </div>
  );
}

import { QrCode } from './qr-code';

/** What an authenticator app needs: the QR code to scan, and the secret to type in when scanning is not possible. */
export function TotpSetup({ otpauthUri, secret }: { otpauthUri: string; secret: string }) {
  const grouped = secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <div className="totp-setup">
      <QrCode text={otpauthUri} label="QR code for your authenticator app" />
      <div className="totp-setup__text">
        <p>Scan the code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type this key into it:</p>
        <p className="totp-setup__secret" data-testid="totp-secret">
          <code>{grouped}</code>
        </p>
        <details>
          <summary>Show the setup link</summary>
          <p className="totp-setup__uri">
            <code>{otpauthUri}</code>
          </p>
        </details>
      </div>
    </div>
  );
}

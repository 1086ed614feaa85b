import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const TextEncryption: ToolScreen = (props) => (
  <OperationTool
    toolId="text-encryption"
    operations={operations}
    {...props}
    intro={
      <>
        Everything runs in this page (WebCrypto). The OpenSSL format is what{' '}
        <code className="font-mono text-xs">openssl enc -aes-256-cbc -pbkdf2 -a</code> writes and reads; AES-256-GCM also detects
        any change to the encrypted text. The password and the text to encrypt are left out of Share links unless you include
        them.
      </>
    }
  />
);

export default TextEncryption;

import { Spinner } from './ui/spinner';
import './redirect-notice.css';

/** What a page shows while the browser leaves for another address. */
export function RedirectNotice({ message }: { message: string }) {
  return (
    <section className="redirect-notice container">
      <Spinner size="large" label={message} />
      <h1 className="redirect-notice__message">{message}</h1>
    </section>
  );
}

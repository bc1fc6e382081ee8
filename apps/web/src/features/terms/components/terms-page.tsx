import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useSiteSettings } from '../../../lib/api/get-settings';
import './terms-page.css';

// Section ids are link targets: the footer links to /terms#about, #terms and #privacy.
const SECTIONS = [
  { id: 'about', paragraphs: ['terms.about.p1', 'terms.about.p2'] },
  {
    id: 'terms',
    paragraphs: [
      'terms.terms.p1',
      'terms.terms.p2',
      'terms.terms.p3',
      'terms.terms.p4',
      'terms.terms.p5',
    ],
  },
  {
    id: 'privacy',
    paragraphs: [
      'terms.privacy.p1',
      'terms.privacy.p2',
      'terms.privacy.p3',
      'terms.privacy.p4',
      'terms.privacy.p5',
    ],
  },
  { id: 'cookies', paragraphs: ['terms.cookies.p1', 'terms.cookies.p2'] },
  { id: 'contact', paragraphs: ['terms.contact.p1'] },
] as const;

export function TermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('terms.title')));
  const { contactEmail, address } = useSiteSettings();

  return (
    <div className="container page terms">
      <header className="terms__intro">
        <h1>{t('terms.title')}</h1>
        <p className="lead">{t('terms.lead')}</p>
      </header>
      <div className="terms__layout">
        <nav className="terms__toc" aria-labelledby="terms-contents">
          <h2 className="terms__toc-heading" id="terms-contents">
            {t('terms.contents')}
          </h2>
          <ul>
            {SECTIONS.map(({ id }) => (
              <li key={id}>
                <a href={`#${id}`}>{t(`terms.${id}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="terms__body">
          {SECTIONS.map(({ id, paragraphs }) => (
            <section key={id} id={id} className="terms__section" aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>{t(`terms.${id}.title`)}</h2>
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{t(paragraph)}</p>
              ))}
              {id === 'contact' && (contactEmail || address) && (
                <address className="terms__contact">
                  {address && <span>{address}</span>}
                  {contactEmail && <a href={`mailto:${contactEmail}`}>{contactEmail}</a>}
                </address>
              )}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

import { useTranslation } from '../../lib/translation';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { AccountLinks } from './account-links';
import { HeaderSearch } from './header-search';
import { LanguageSelect } from './language-select';
import './header.css';

interface HeaderProps {
  /**
   * Embedded in a restaurant's site: only the language selector (docs/product.md, "Who it is
   * for"), so no search and no account links.
   */
  isolated: boolean;
}

export function Header({ isolated }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div
        className={
          isolated ? 'container site-header__inner is-isolated' : 'container site-header__inner'
        }
      >
        {!isolated && (
          <Link to="/" className="site-header__logo" aria-label={t('app.name')}>
            <Logo />
          </Link>
        )}
        <div className="site-header__actions">
          {!isolated && <HeaderSearch />}
          {!isolated && <AccountLinks />}
          <LanguageSelect />
        </div>
      </div>
    </header>
  );
}

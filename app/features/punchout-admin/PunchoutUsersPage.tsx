import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import type { PunchoutUsersPageData } from './punchout-users.server';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { createPath, cxmlConfigurationPath, OCI_CONFIGURATION, PUNCHOUT_SETTINGS, userPath, usersPath } from './punchout-admin-paths';

/** A tab per standard the company offers, as links: each a page of its own, without JavaScript too. */
function TypeTabs({ data }: { data: PunchoutUsersPageData }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <nav aria-label={t('account.punchout.type.tabs.aria_label')} className="context-tabs">
      <ul>
        {data.types.map((type) => (
          <li key={type}>
            <Link to={href(usersPath(type))} aria-current={data.selected === type ? 'page' : undefined}>
              {t(`account.punchout.type.${type}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /account/punchout: the punchout users of one standard at a time, to create, change, configure (cXML) and delete. */
export function PunchoutUsersPage({ data }: { data: PunchoutUsersPageData }) {
  const t = useT();
  const { href } = useShopLocale();
  const { selected } = data;
  const typeName = selected ? t(`account.punchout.type.${selected}`) : '';
  return (
    <div className="punchout-users">
      <Breadcrumbs trail={[{ label: t('account.breadcrumbs.account'), to: '/account' }, { label: data.title }]} />
      <h1>{data.title}</h1>
      {data.types.length === 0 ? (
        <p>{t('account.punchout.no.protocols.info')}</p>
      ) : (
        <>
          <p>{t('account.punchout.subtitle')}</p>
          <p>
            <Link to={href(PUNCHOUT_SETTINGS)}>{t('account.punchout.settings.link')}</Link>
          </p>
          {data.types.length > 1 && <TypeTabs data={data} />}
        </>
      )}
      {selected && (
        <section aria-labelledby="punchout-users-heading">
          <h2 id="punchout-users-heading">{t('account.punchout.user.list.heading', { type: typeName })}</h2>
          <p className="row-actions">
            <Link to={href(createPath(selected))} className="button-secondary">
              {t('account.punchout.user.add.button.label', { type: typeName })}
            </Link>
            {selected === 'oci' && (
              <Link to={href(OCI_CONFIGURATION)} className="button-secondary">
                {t('account.punchout.configuration.button.label')}
              </Link>
            )}
          </p>
          {data.users.length === 0 ? (
            <p>{t('account.punchout.no_user.text', { type: typeName })}</p>
          ) : (
            <div className="table-scroll">
              <table className="order-table punchout-user-table">
                <caption className="visually-hidden">{t('account.punchout.user.list.heading', { type: typeName })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('account.punchout.username.label')}</th>
                    <th scope="col">{t('account.punchout.email.label')}</th>
                    <th scope="col">{t('account.punchout.status.label')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('account.punchout.actions.label')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.users.map((user) => (
                    <tr key={user.login}>
                      <td data-label={t('account.punchout.username.label')}>{user.login}</td>
                      <td data-label={t('account.punchout.email.label')}>{user.email}</td>
                      <td data-label={t('account.punchout.status.label')}>
                        {user.active ? t('account.punchout.user.active.text') : t('account.punchout.user.inactive.text')}
                      </td>
                      <td className="row-actions">
                        <Link to={href(userPath(selected, user.login))} className="button-link" aria-label={t('account.punchout.user.edit.aria_label', { login: user.login })}>
                          {t('account.punchout.user.details.link')}
                        </Link>
                        {selected === 'cxml' && (
                          <Link to={href(cxmlConfigurationPath(user.login))} className="button-link" aria-label={t('account.punchout.configure.link', { login: user.login })}>
                            {t('account.punchout.cxml.configuration.link')}
                          </Link>
                        )}
                        <Link to={href(userPath(selected, user.login, true))} className="button-link" aria-label={t('account.punchout.user.delete.aria_label', { login: user.login })}>
                          {t('account.punchout.user.delete.link')}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {selected === 'oci' && (
            <>
              <p>{t('account.punchout.oci.info.url.helptext')}</p>
              <p>
                <code className="punchout-entry-url">{data.ociEntryUrl}</code>
              </p>
            </>
          )}
          {selected === 'cxml' && (
            <>
              <p>{t('account.punchout.cxml.info.url.helptext')}</p>
              <p>
                <code className="punchout-entry-url">{data.cxmlSetupUrl}</code>
              </p>
            </>
          )}
        </section>
      )}
    </div>
  );
}

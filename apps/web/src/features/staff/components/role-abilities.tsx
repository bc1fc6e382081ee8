import type { StaffRole } from '@dekka/contracts/staff';
import { mayDo, type StaffAction } from '@dekka/contracts/staff-permissions';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';

/** From the role with the least to the one with the most. */
export const ROLES = ['host', 'manager', 'owner'] as const satisfies readonly StaffRole[];

/**
 * What a role may do, in the words an owner choosing a role needs: each ability is one or more of
 * the server's staff actions, and a role has it when it may do all of them. Every action is in
 * exactly one ability (staff-pages.test.tsx), so a new action cannot go unexplained.
 */
export const ROLE_ABILITIES = {
  guestList: ['workspace.view', 'guestList.view', 'guestList.change'],
  guests: ['guests.view', 'guests.change'],
  orders: ['orders.view', 'orders.change', 'ordering.soldOut'],
  giftCards: ['giftCards.redeem'],
  fees: ['guestList.charge'],
  guestData: ['guests.export', 'guests.merge'],
  settings: ['settings.view', 'settings.change'],
  reports: ['reports.view'],
  surveys: ['surveys.reply'],
  team: ['team.view'],
  teamChanges: ['team.invite', 'team.remove'],
} as const satisfies Record<string, readonly StaffAction[]>;

type Ability = keyof typeof ROLE_ABILITIES;
const ABILITIES = Object.keys(ROLE_ABILITIES) as Ability[];

const abilitiesOf = (role: StaffRole) =>
  ABILITIES.filter((ability) => ROLE_ABILITIES[ability].every((action) => mayDo(role, action)));

/**
 * Each role with what it may do, from the table the server enforces. Where a role may do all the
 * role before it may, it says so and lists only what it adds: short enough to read on a phone.
 */
export function RoleAbilities() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="card staff-page__roles" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('staff.team.rolesTitle')}</h2>
      <p className="staff-page__muted">{t('staff.team.rolesIntro')}</p>
      {ROLES.map((role, index) => {
        const abilities = abilitiesOf(role);
        // ROLES runs upwards: the role below another is never the owner.
        const below = index > 0 ? (ROLES[index - 1] as Exclude<StaffRole, 'owner'>) : null;
        const inherited = below ? abilitiesOf(below) : [];
        const builtOnBelow =
          below !== null && inherited.every((ability) => abilities.includes(ability));
        const listed = builtOnBelow
          ? abilities.filter((ability) => !inherited.includes(ability))
          : abilities;
        return (
          <section key={role} className="role-abilities" aria-label={t(`staff.roles.${role}`)}>
            <h3>{t(`staff.roles.${role}`)}</h3>
            {below && builtOnBelow && <p>{t(`staff.team.everythingOf.${below}`)}</p>}
            <ul>
              {listed.map((ability) => (
                <li key={ability}>{t(`staff.team.abilities.${ability}`)}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

import { COUNTRY_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@dekka/contracts/languages';
import type {
  ProfileSettings,
  ProfileSettingsView,
  ProfileTexts,
} from '@dekka/contracts/restaurant-profile';
import type { Clock } from '../../clock.ts';
import { localize } from '../../content-language.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { sanitizeNote } from './sanitize-note.ts';
import { restaurantSearchText } from './search-text.ts';
import { settingsHistory } from '../catalogue-changes/audit-log.service.ts';
import { fieldChanges } from '../catalogue-changes/field-changes.ts';
import { invalidFields } from '../../invalid-field.ts';
import { createProfileRepository, type StoredProfile } from './profile.repository.ts';
import {
  announceSettingsChanged,
  settingsChangedHere,
} from '../catalogue-changes/settings-changed.ts';
import { textsByLanguage, withTextsByLanguage } from '../catalogue-changes/texts-by-language.ts';

const TEXT_FIELDS = ['description', 'confirmationNote'] as const;

/** The texts flattened for the audit log: `texts.en.description`, so an entry names the language. */
function auditedTexts(texts: Record<Language, ProfileTexts>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    for (const field of TEXT_FIELDS) flat[`texts.${language}.${field}`] = texts[language][field];
  }
  return flat;
}

type Named = { id: number; name: string };

/**
 * The profile as the audit log records it: the cuisines, occasions and area by name (what the
 * history shows), each language's text as a field of its own.
 */
function audited(
  profile: Omit<ProfileSettings, 'texts'> & { texts: Record<Language, ProfileTexts> },
  lists: { categories: Named[]; occasions: Named[]; areas: Named[] },
) {
  const { texts, categoryIds, occasionIds, areaId, ...rest } = profile;
  const names = (all: Named[], ids: number[]) =>
    all
      .filter((item) => ids.includes(item.id))
      .map((item) => item.name)
      .sort();
  return {
    ...rest,
    area: lists.areas.find((area) => area.id === areaId)?.name ?? null,
    cuisines: names(lists.categories, categoryIds),
    occasions: names(lists.occasions, occasionIds),
    ...auditedTexts(texts),
  };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The restaurant's profile (docs/decisions/040-restaurant-profile.md): name, address and map
 * position, phone, website, the confirmation's redirect address (062), its texts per language
 * and the cuisines, area and occasions it is found under.
 */
export function createProfileService(deps: { db: AppDatabase; clock: Clock }) {
  async function read(
    restaurantId: number,
    language: Language | null,
  ): Promise<ProfileSettingsView> {
    const repo = createProfileRepository(deps.db);
    const stored = await repo.read(restaurantId);
    if (!stored) throw new AppError('not_found', 404);
    const choices = await repo.choices(stored.cityId);
    const named = (rows: { id: number; name: string; translations: unknown }[]) =>
      rows
        .map((row) => localize(row, language, ['name']))
        .map(({ id, name }) => ({ id, name }))
        .sort(byName);
    const own = COUNTRY_LANGUAGE[stored.country];
    return {
      name: stored.name,
      address: stored.address,
      lat: stored.lat,
      lon: stored.lon,
      areaId: stored.areaId,
      phone: stored.phone,
      website: stored.website,
      redirectUrl: stored.redirectUrl ?? '',
      priceCategory: stored.priceCategory,
      texts: textsByLanguage(stored, own, TEXT_FIELDS),
      categoryIds: stored.categoryIds,
      occasionIds: stored.occasionIds,
      ownLanguage: own,
      city: stored.city,
      choices: {
        categories: named(choices.categories),
        occasions: named(choices.occasions),
        areas: [...choices.areas].sort(byName),
      },
    };
  }

  /** What the schema cannot know: the area must be one of the city's, the lists must exist. */
  async function checkReferences(
    repo: ReturnType<typeof createProfileRepository>,
    stored: StoredProfile,
    next: ProfileSettings,
  ) {
    const issues: { field: string; message: string }[] = [];
    if (next.areaId !== null && (await repo.areaCity(next.areaId)) !== stored.cityId) {
      issues.push({ field: 'areaId', message: "areaId: not an area of the restaurant's city" });
    }
    for (const list of ['categories', 'occasions'] as const) {
      const field = list === 'categories' ? 'categoryIds' : 'occasionIds';
      const found = await repo.existing(list, next[field]);
      if (next[field].some((id) => !found.has(id))) {
        issues.push({ field, message: `${field}: unknown id` });
      }
    }
    if (issues.length > 0) throw invalidFields(issues);
  }

  return {
    read,

    async save(
      restaurantId: number,
      userId: string,
      language: Language | null,
      next: ProfileSettings,
    ): Promise<ProfileSettingsView> {
      const texts = Object.fromEntries(
        SUPPORTED_LANGUAGES.map((lang) => [
          lang,
          {
            description: next.texts[lang].description,
            confirmationNote: sanitizeNote(next.texts[lang].confirmationNote).trim(),
          },
        ]),
      ) as Record<Language, ProfileTexts>;
      await deps.db.transaction(async (tx) => {
        const repo = createProfileRepository(tx);
        const stored = await repo.read(restaurantId);
        if (!stored) throw new AppError('not_found', 404);
        await checkReferences(repo, stored, next);
        const own = COUNTRY_LANGUAGE[stored.country];
        const lists = await repo.choices(stored.cityId);
        const chosen = new Set(next.categoryIds);
        // Left out: as stored. '' clears it.
        const redirectUrl =
          next.redirectUrl === undefined ? stored.redirectUrl : next.redirectUrl || null;
        await repo.write(restaurantId, {
          name: next.name,
          address: next.address,
          lat: next.lat,
          lon: next.lon,
          areaId: next.areaId,
          phone: next.phone,
          website: next.website,
          redirectUrl,
          priceCategory: next.priceCategory,
          description: texts[own].description,
          confirmationNote: texts[own].confirmationNote,
          translations: withTextsByLanguage(stored.translations, texts, own, TEXT_FIELDS),
          categoryIds: next.categoryIds,
          occasionIds: next.occasionIds,
          ...restaurantSearchText({
            name: next.name,
            city: stored.city,
            categories: lists.categories.filter((c) => chosen.has(c.id)).map((c) => c.name),
          }),
        });
        const before = audited(
          {
            name: stored.name,
            address: stored.address,
            lat: stored.lat,
            lon: stored.lon,
            areaId: stored.areaId,
            phone: stored.phone,
            website: stored.website,
            redirectUrl: stored.redirectUrl ?? '',
            priceCategory: stored.priceCategory,
            categoryIds: stored.categoryIds,
            occasionIds: stored.occasionIds,
            texts: textsByLanguage(stored, own, TEXT_FIELDS),
          },
          lists,
        );
        const after = audited({ ...next, redirectUrl: redirectUrl ?? '', texts }, lists);
        await settingsHistory(tx).record({
          restaurantId,
          userId,
          area: 'profile',
          action: 'update',
          changes: fieldChanges(before, after),
          at: deps.clock.now(),
        });
        await announceSettingsChanged(tx, restaurantId);
      });
      settingsChangedHere(deps.db, restaurantId);
      return read(restaurantId, language);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

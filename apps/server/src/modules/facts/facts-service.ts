import { FactsRegisterSchema, type AdminFacts } from '@ai4n/shared';
import register from '../../db/seed/facts-register.json';

const DAY_MS = 86_400_000;

/** The register, checked against its schema when the server starts. */
export const FACTS_REGISTER = FactsRegisterSchema.parse(register);

/** Whole days from a 'YYYY-MM-DD' check to now (UTC). */
export function factAgeDays(checked: string, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(`${checked}T00:00:00Z`)) / DAY_MS);
}

/**
 * The facts to re-check, oldest check first: product facts go stale every few months, so their age
 * is shown, and those older than the register's limit are flagged (the seed test fails on them too).
 */
export function createFactsService(deps: { register?: typeof FACTS_REGISTER; now?: () => Date } = {}) {
  const { register: facts = FACTS_REGISTER, now = () => new Date() } = deps;
  return {
    toRecheck(): AdminFacts {
      const at = now();
      return {
        maxAgeDays: facts.maxAgeDays,
        facts: facts.facts
          .map((fact) => {
            const ageDays = factAgeDays(fact.checked, at);
            return { ...fact, ageDays, stale: ageDays > facts.maxAgeDays };
          })
          .sort((a, b) => b.ageDays - a.ageDays || a.id.localeCompare(b.id)),
      };
    },
  };
}

export type FactsService = ReturnType<typeof createFactsService>;

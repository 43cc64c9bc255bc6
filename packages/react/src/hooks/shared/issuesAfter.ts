/**
 * The messages of a refused save that are left once `change` is made to a form: those of the fields it changes
 * go, since the user is answering them; the others stay until the next save. `fieldsOf` names, for each part of
 * the form's state, the validation fields whose messages a change to it answers. Returns `issues` itself when
 * nothing goes, so a state setter keeps its value.
 */
export function issuesAfter<State extends object, Field extends PropertyKey, Issue>(
  issues: Partial<Record<Field, Issue>>,
  fieldsOf: { readonly [K in keyof State]: readonly Field[] },
  form: State,
  change: Partial<State>,
): Partial<Record<Field, Issue>> {
  let left = issues;
  for (const key of Object.keys(change) as (keyof State)[]) {
    if (Object.is(change[key], form[key])) continue;
    for (const field of fieldsOf[key]) {
      if (!(field in left)) continue;
      if (left === issues) left = { ...issues };
      delete left[field];
    }
  }
  return left;
}

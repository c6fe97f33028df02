/**
 * The rules interface and what it answers with: {@link org.pacru.rules.Rules},
 * {@link org.pacru.rules.Ruleset} (RULES.md §10), {@link org.pacru.rules.Transition} with its
 * {@link org.pacru.rules.Event}s, {@link org.pacru.rules.Outcome}, and
 * {@link org.pacru.rules.Violation} for illegal actions.
 *
 * <p>Null policy: no method takes or returns null; a missing value is an {@code Optional}.
 * All types are immutable.
 */
package org.pacru.rules;

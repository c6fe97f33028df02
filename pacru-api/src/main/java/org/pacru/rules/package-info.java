/**
 * The rules interface and what it answers with: {@link org.pacru.rules.Rules},
 * {@link org.pacru.rules.Ruleset} (<a href="doc-files/rules.html#R10">RULES.md §10</a>), {@link org.pacru.rules.Transition} with its
 * {@link org.pacru.rules.Event}s, {@link org.pacru.rules.Outcome}, and
 * {@link org.pacru.rules.Violation} for illegal actions.
 *
 * <p>The rulebook, <a href="doc-files/rules.html">The rules of Pacru</a>, is part of this
 * documentation: every rule ID cited here, in error messages and in violations ({@code R3.2})
 * is anchored there by its ID ({@code doc-files/rules.html#R3.2}). It is also there in Spanish,
 * <a href="doc-files/rules.es.html">Las reglas de Pacru</a>, and in Japanese,
 * <a href="doc-files/rules.ja.html">パクルのルール</a>, with the same IDs and anchors;
 * {@link org.pacru.rules.Rule#title(java.util.Locale)} and
 * {@link org.pacru.rules.Rule#text(java.util.Locale)} give a rule's words in those languages.
 *
 * <p>Null policy: no method takes or returns null; a missing value is an {@code Optional}.
 * All types are immutable.
 */
package org.pacru.rules;

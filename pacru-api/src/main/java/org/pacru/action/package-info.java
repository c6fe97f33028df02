/**
 * Actions (<a href="../rules/doc-files/rules.html#R2">RULES.md §2</a>,
 * <a href="../rules/doc-files/rules.html#R9">§9</a>): the sealed {@link org.pacru.action.Action} with its two kinds,
 * {@link org.pacru.action.Move} (with its {@link org.pacru.action.Choice}s) and
 * {@link org.pacru.action.Rotation}. Shape is checked on construction, legality by the rules.
 *
 * <p>Null policy: no method takes or returns null. All types are immutable values.
 */
package org.pacru.action;

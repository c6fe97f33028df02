/**
 * The board and its pieces (<a href="../rules/doc-files/rules.html#R1">RULES.md §1</a>): {@link org.pacru.board.Field}, {@link org.pacru.board.Direction},
 * {@link org.pacru.board.Borderland}, {@link org.pacru.board.Player}, {@link org.pacru.board.Chevron},
 * {@link org.pacru.board.Position} and the start {@link org.pacru.board.Layout}s.
 *
 * <p>Null policy: no method takes or returns null; a missing value is an {@code Optional}.
 * All types are immutable except {@link org.pacru.board.Position.Builder}.
 */
package org.pacru.board;

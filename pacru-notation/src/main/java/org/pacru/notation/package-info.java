/**
 * Pacru notation (<a href="doc-files/notation.html">NOTATION.md</a>, the notation standard, part of
 * this documentation): {@link org.pacru.notation.ActionNotation} for moves and rotations
 * (§2), {@link org.pacru.notation.PositionNotation} for position strings (§3), and
 * {@link org.pacru.notation.GameRecordReader} / {@link org.pacru.notation.GameRecordWriter} for
 * game records (§4).
 *
 * <p>Every parser accepts lenient input and every printer writes the one canonical form:
 * {@code parse(format(v)).equals(v)} for every value, and {@code format(parse(s))} is the canonical
 * form of {@code s}. Bad text produces a {@link org.pacru.notation.NotationException} and nothing
 * else; an action that is well-formed but illegal is for the rules to judge
 * ({@code Rules.check}), and a game record that replays an illegal action produces a
 * {@link org.pacru.notation.GameRecordException}.
 *
 * <p>Null policy: no method takes or returns null; a missing value is an {@code Optional}. All
 * public types are immutable and thread-safe.
 */
package org.pacru.notation;

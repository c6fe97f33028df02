/**
 * Computer players for Pacru: a {@link org.pacru.core.bot.Bot} chooses a legal action for the side
 * to move of a {@link org.pacru.board.Position}. Four are provided, from weakest to strongest:
 * <ul>
 *   <li>{@link org.pacru.core.bot.RandomBot}: the random policy of {@code pacru selfplay} and of
 *       the uniform search's playouts (a uniformly random base move and completion, now and then a
 *       uniformly random rotation), which also plays whole games at engine speed
 *       ({@link org.pacru.core.bot.RandomBot#play}, a {@link org.pacru.core.bot.Playout});</li>
 *   <li>{@link org.pacru.core.bot.GreedyBot}: one ply of look-ahead, the move that wins at once or
 *       leaves it the most markers (ties to the first in notation order);</li>
 *   <li>{@link org.pacru.core.bot.HeuristicBot}: one ply, the capture-and-crossing player: a win,
 *       else a capture, else a safe move that keeps its chevrons mobile and gains most markers;</li>
 *   <li>{@link org.pacru.core.bot.MctsBot}: Monte Carlo tree search (UCT) on the engine's fast
 *       path, for 2 to 4 players, guided by a {@link org.pacru.core.bot.SearchPolicy} (by default
 *       heuristic playouts and move ordering), returning its statistics with the choice
 *       ({@link org.pacru.core.bot.SearchResult}).</li>
 * </ul>
 *
 * <p>The package is called {@code bot}, not {@code player}, because {@link org.pacru.board.Player}
 * already names a seat (A–D) in the rules' vocabulary (R1.5).
 *
 * <p>Every bot here is immutable and thread-safe: {@code choose} may be called from several threads
 * at once. A bot's choice is a function of its configuration (its seed) and the position: the same
 * seed and position give the same action (for {@link org.pacru.core.bot.MctsBot}, with a budget in
 * iterations; a time budget depends on the machine). Every action returned is legal; a position
 * whose game is over (R8.3), or whose side to move has no legal move (R2.2), has no action, and
 * {@code choose} throws {@link java.lang.IllegalStateException} naming the rule. No method takes or
 * returns null.
 *
 * <pre>{@code
 * Bot bot = MctsBot.builder(Ruleset.STANDARD).iterations(1_000).seed(7).build();
 * Action a = bot.choose(Position.initial(2));                       // a legal action for A
 * SearchResult r = ((MctsBot) bot).search(Position.initial(2));     // the same action, with statistics
 * }</pre>
 */
package org.pacru.core.bot;

package org.pacru.game;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rules;
import org.pacru.rules.Transition;

/**
 * A game: a start position, the rules, and the history of actions played with their transitions.
 * Reports the ply count (R8.4: the rules set no move limit; a host that needs one applies it).
 *
 * <p>Immutable and thread-safe: {@link #play} and {@link #undo} return other games and share
 * history with this one. Costs: {@link #play} applies the action once ({@link Rules#apply}) and
 * takes amortised constant time besides; {@link #undo}, {@link #position()},
 * {@link #outcome()}, {@link #isOver()}, {@link #history()} and {@link #actions()} take constant
 * time (the outcome is the one the transition carries; the lists are views, {@code get(i)} is
 * constant time).
 *
 * <pre>{@code
 * Game game = Game.start(PacruRules.of(Ruleset.STANDARD), Position.initial(2));
 * game = game.play(Move.of(Field.E1, Field.E2));
 * game.plyCount();            // 1
 * game.position().toMove();   // B
 * game = game.undo();         // back at the start
 * }</pre>
 */
public final class Game {
    private final Rules rules;
    private final Position start;
    private final Optional<Outcome> startOutcome;
    private final Log log;
    private final int plies;

    /**
     * The transitions of a line of play, shared by the games along it: a game sees the first
     * {@code plies} entries, which never change once written. Playing from the game at the tip
     * appends in place; playing from an earlier game (after an undo) copies.
     */
    private static final class Log {
        final Transition[] items;
        final AtomicInteger used;

        Log(Transition[] items, int used) {
            this.items = items;
            this.used = new AtomicInteger(used);
        }
    }

    private Game(Rules rules, Position start, Optional<Outcome> startOutcome, Log log, int plies) {
        this.rules = rules;
        this.start = start;
        this.startOutcome = startOutcome;
        this.log = log;
        this.plies = plies;
    }

    /**
     * A new game from a start position.
     *
     * @param rules the rules to play by
     * @param start the start position
     * @return the game, no action played
     */
    public static Game start(Rules rules, Position start) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(start, "start");
        return new Game(rules, start, rules.outcome(start), new Log(new Transition[16], 0), 0);
    }

    /**
     * Plays a legal action.
     *
     * @param action the action
     * @return the game with the action added
     * @throws IllegalActionException if the action is illegal here (this game is unchanged)
     */
    public Game play(Action action) {
        Objects.requireNonNull(action, "action");
        Transition t = rules.apply(position(), action);
        Log l = log;
        if (plies < l.items.length && l.used.compareAndSet(plies, plies + 1)) {
            l.items[plies] = t;  // a slot no other game sees: games along this log see fewer entries
            return new Game(rules, start, startOutcome, l, plies + 1);
        }
        Transition[] copy = Arrays.copyOf(l.items, Math.max(16, 2 * (plies + 1)));
        copy[plies] = t;
        return new Game(rules, start, startOutcome, new Log(copy, plies + 1), plies + 1);
    }

    /**
     * The game without its last action.
     *
     * @return the previous game
     * @throws IllegalStateException if no action was played
     */
    public Game undo() {
        if (plies == 0) {
            throw new IllegalStateException("nothing to undo: no action was played");
        }
        return new Game(rules, start, startOutcome, log, plies - 1);
    }

    /**
     * The rules the game is played by.
     *
     * @return the rules
     */
    public Rules rules() {
        return rules;
    }

    /**
     * The start position.
     *
     * @return the start position
     */
    public Position startPosition() {
        return start;
    }

    /**
     * The current position.
     *
     * @return the position after the last action, or the start position
     */
    public Position position() {
        return plies == 0 ? start : log.items[plies - 1].after();
    }

    /**
     * The number of actions played (R8.4).
     *
     * @return the ply count
     */
    public int plyCount() {
        return plies;
    }

    /**
     * The transitions of the actions played, in order: a constant-time view.
     *
     * @return an unmodifiable list
     */
    public List<Transition> history() {
        Transition[] items = log.items;
        int size = plies;
        return new AbstractList<>() {
            @Override
            public Transition get(int index) {
                Objects.checkIndex(index, size);
                return items[index];
            }

            @Override
            public int size() {
                return size;
            }
        };
    }

    /**
     * The actions played, in order: a constant-time view.
     *
     * @return an unmodifiable list
     */
    public List<Action> actions() {
        Transition[] items = log.items;
        int size = plies;
        return new AbstractList<>() {
            @Override
            public Action get(int index) {
                Objects.checkIndex(index, size);
                return items[index].action();
            }

            @Override
            public int size() {
                return size;
            }
        };
    }

    /**
     * The last transition, if any action was played.
     *
     * @return the last transition
     */
    public Optional<Transition> lastTransition() {
        return plies == 0 ? Optional.empty() : Optional.of(log.items[plies - 1]);
    }

    /**
     * The end of the game, if it is over (R8.3): the outcome the last transition carries, or that
     * of the start position; constant time.
     *
     * @return the outcome, or empty while the game goes on
     */
    public Optional<Outcome> outcome() {
        return plies == 0 ? startOutcome : log.items[plies - 1].outcome();
    }

    /**
     * Whether the game is over; constant time.
     *
     * @return true if over
     */
    public boolean isOver() {
        return outcome().isPresent();
    }

    /**
     * The ply count, the ruleset's name and the current position string (NOTATION.md §3):
     * {@code Game[0 plies, standard, 4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2]}. The
     * whole game as text is its game record ({@code GameRecordWriter} in pacru-notation).
     *
     * @return the summary
     */
    @Override
    public String toString() {
        return "Game[" + plies + " plies, " + rules.ruleset().name() + ", " + position() + "]";
    }
}

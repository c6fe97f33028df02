package org.pacru.examples.text;

import java.util.Objects;
import java.util.Optional;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Language;

/**
 * A Unicode text diagram of a position: coordinates on all four sides, the borderlands (R1.2)
 * framed by heavy lines, each field's marker ({@code a}–{@code d} for players A–D, {@code ·}
 * neutral) and its chevron as the owner's letter with an arrow for its facing
 * ({@code ↑ ↗ → ↘ ↓ ↙ ← ↖} for N … NW).
 *
 * <p>A stateless utility; the text depends on the position only, and its status line on the
 * reader's language ({@link Texts}).
 *
 * <pre>{@code
 * System.out.print(BoardDiagram.render(Position.initial(2)));
 * //        a   b   c     d   e   f     g   h   i
 * //     ┏━━━━━━━━━━━━━┳━━━━━━━━━━━━━┳━━━━━━━━━━━━━┓
 * //   9 ┃ ·   ·   ·   ┃ ·   ·B↓ ·   ┃ ·   ·   ·A↙ ┃ 9
 * //  ...
 * }</pre>
 */
public final class BoardDiagram {
    private static final String ARROWS = "↑↗→↘↓↙←↖";

    private BoardDiagram() {
    }

    /**
     * The arrow for a facing.
     *
     * @param facing the direction
     * @return one of {@code ↑ ↗ → ↘ ↓ ↙ ← ↖}
     */
    public static char arrow(Direction facing) {
        Objects.requireNonNull(facing, "facing");
        for (int k = 0; k < 8; k++) {
            if (Direction.N.rotate(k) == facing) {
                return ARROWS.charAt(k);
            }
        }
        throw new IllegalStateException("a facing is one of the eight directions: " + facing);
    }

    /**
     * The three characters that show one field: marker (or {@code ·}), then the chevron's owner
     * and arrow (or two blanks).
     *
     * @param position the position
     * @param field the field
     * @return three characters, such as {@code aA↑}, {@code ·B↓}, {@code b  }
     */
    public static String cell(Position position, Field field) {
        StringBuilder sb = new StringBuilder(3);
        Optional<Player> marker = position.markerAt(field);
        sb.append(marker.isPresent() ? marker.get().markerLetter() : '·');
        Optional<Chevron> chevron = position.chevronAt(field);
        if (chevron.isPresent()) {
            sb.append(chevron.get().owner().letter()).append(arrow(chevron.get().facing()));
        } else {
            sb.append("  ");
        }
        return sb.toString();
    }

    /**
     * The diagram, ending with a status line (player to move, marker counts) in English.
     *
     * @param position the position
     * @return the lines of the diagram, each ending with a newline
     */
    public static String render(Position position) {
        return render(position, Language.ENGLISH);
    }

    /**
     * The diagram, ending with a status line (player to move, marker counts) in a language.
     *
     * @param position the position
     * @param lang the reader's language
     * @return the lines of the diagram, each ending with a newline
     */
    public static String render(Position position, Language lang) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(lang, "lang");
        StringBuilder sb = new StringBuilder(1200);
        String files = "       a   b   c     d   e   f     g   h   i\n";
        sb.append(files);
        sb.append("    ┏━━━━━━━━━━━━━┳━━━━━━━━━━━━━┳━━━━━━━━━━━━━┓\n");
        for (int rank = 8; rank >= 0; rank--) {
            sb.append("  ").append(rank + 1).append(" ┃");
            for (int file = 0; file < 9; file++) {
                sb.append(' ').append(cell(position, Field.of(file, rank)));
                if (file % 3 == 2) {
                    sb.append(" ┃");
                }
            }
            sb.append(' ').append(rank + 1).append('\n');
            if (rank == 6 || rank == 3) {
                sb.append("    ┣━━━━━━━━━━━━━╋━━━━━━━━━━━━━╋━━━━━━━━━━━━━┫\n");
            }
        }
        sb.append("    ┗━━━━━━━━━━━━━┻━━━━━━━━━━━━━┻━━━━━━━━━━━━━┛\n");
        sb.append(files);
        sb.append(status(position, lang)).append('\n');
        return sb.toString();
    }

    /**
     * One line in English: who is to move and each player's markers and chevrons.
     *
     * @param position the position
     * @return the status line, without a newline, such as {@code A to move · A: 6 markers, 4 chevrons; B: …}
     */
    public static String status(Position position) {
        return status(position, Language.ENGLISH);
    }

    /**
     * One line in a language: who is to move and each player's markers and chevrons.
     *
     * @param position the position
     * @param lang the reader's language
     * @return the status line, without a newline, such as {@code Turno de A · A: 6 marcadores, 4 piezas; B: …}
     */
    public static String status(Position position, Language lang) {
        String players = null;
        for (Player p : position.players()) {
            String counts = Texts.boardCounts(lang, p, position.markerCount(p), position.chevronFields(p).size());
            players = players == null ? counts : Texts.boardJoin(lang, players, counts);
        }
        return Texts.boardStatus(lang, position.toMove(), players);
    }
}

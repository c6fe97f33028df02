package org.pacru.examples.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Language;
import org.pacru.rules.Outcome;
import org.pacru.rules.WinReason;

/**
 * The words of the SVG picture — the caption under the board, the title, the tooltips of markers
 * and chevrons, the accessible names of the page's click targets — in the reader's language, and
 * in English exactly as before.
 */
class SvgDiagramTest {

    private static final Position START = Position.initial(2);
    private static final Optional<Outcome> A_WINS = Optional.of(new Outcome(Player.A, WinReason.LAST_WITH_CHEVRONS));

    @Test
    @DisplayName("R8.3b a finished game's caption says the winner and the rule, in English, Spanish and Japanese")
    void gameOverCaptionInEachLanguage() {
        assertThat(SvgDiagram.render(START, Map.of(), true, A_WINS, Language.ENGLISH))
                .contains(">Game over: A wins (R8.3b)</text>").doesNotContain("to move");
        assertThat(SvgDiagram.render(START, Map.of(), true, A_WINS, Language.SPANISH))
                .contains(">Fin de la partida: gana A (R8.3b)</text>").doesNotContain("Game over");
        assertThat(SvgDiagram.render(START, Map.of(), false, A_WINS, Language.JAPANESE))
                .contains(">対局終了：A の勝ち（R8.3b）</text>").doesNotContain("Game over");
        assertThat(SvgDiagram.gameOverCaption(A_WINS.get(), Language.ENGLISH)).isEqualTo("Game over: A wins (R8.3b)");
    }

    @Test
    @DisplayName("the side to move, the title and the tooltips in the reader's language; English as before")
    void captionTitleAndTooltipsInEachLanguage() {
        String en = SvgDiagram.render(START);
        assertThat(en).contains("<title>Pacru position</title>", ">A to move — A 0 B 0 markers</text>",
                "<title>e1: chevron of A facing N</title>");
        assertThat(SvgDiagram.render(START, Language.ENGLISH)).isEqualTo(en);
        String es = SvgDiagram.render(START, Language.SPANISH);
        assertThat(es).contains("<title>Posición de Pacru</title>", ">Turno de A — marcadores: A 0 B 0</text>",
                "<title>e1: pieza de A orientada al N</title>").doesNotContain("to move", "chevron of");
        String ja = SvgDiagram.render(START, Language.JAPANESE);
        assertThat(ja).contains("<title>Pacru の局面</title>", ">A の手番 — マーカー A 0 B 0</text>",
                "<title>e1: A の駒（N 向き）</title>");
    }

    @Test
    @DisplayName("the click targets' accessible names say what a field holds in the reader's language")
    void clickTargetNamesInEachLanguage() {
        assertThat(SvgDiagram.render(START, Map.of(), true, Optional.empty(), Language.ENGLISH))
                .contains("data-field=\"e1\"", "aria-label=\"e1: A's chevron facing N, on neutral\"",
                        "aria-label=\"e4: empty, neutral\"");
        assertThat(SvgDiagram.render(START, Map.of(Field.E4, "selected"), true, Optional.empty(), Language.SPANISH))
                .contains("aria-label=\"e1: pieza de A orientada al N, sin marcador\"",
                        "aria-label=\"e4: vacía, sin marcador\"");
        assertThat(SvgDiagram.render(START, Map.of(), true, Optional.empty(), Language.JAPANESE))
                .contains("aria-label=\"e4: 駒なし、マーカーなし\"");
    }
}

package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;

/** {@link ActionStatistics}, {@link Playout} and {@link SearchResult}: the values they accept and what they compute. */
class ResultTypesTest {
    private static final Action FIRST = PacruRules.STANDARD.legalMoves(Position.initial(2)).get(0);

    @Test
    @DisplayName("action statistics accept 0 visits and means 0 and 1, the ends of their ranges")
    void actionStatisticsAcceptTheirBounds() {
        assertThat(new ActionStatistics(FIRST, 0, 0.0, List.of(), List.of()).visits()).isZero();
        assertThat(new ActionStatistics(FIRST, 3, 1.0, List.of(FIRST), List.of(3L)).meanValue()).isEqualTo(1.0);
    }

    @Test
    @DisplayName("action statistics reject negative visits and means outside 0 to 1 (NaN too), saying which value")
    void actionStatisticsRejectOutOfRange() {
        assertThatThrownBy(() -> new ActionStatistics(FIRST, -1, 0.5, List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("visits must be 0 or more, not -1");
        assertThatThrownBy(() -> new ActionStatistics(FIRST, 1, -0.25, List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("a mean value is from 0 to 1, not -0.25");
        assertThatThrownBy(() -> new ActionStatistics(FIRST, 1, 1.5, List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("a mean value is from 0 to 1, not 1.5");
        assertThatThrownBy(() -> new ActionStatistics(FIRST, 1, Double.NaN, List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("a mean value is from 0 to 1, not NaN");
    }

    @Test
    @DisplayName("action statistics reject a line whose visit counts are not one per action, saying both lengths")
    void actionStatisticsRejectALineAndVisitsOfDifferentLengths() {
        assertThatThrownBy(() -> new ActionStatistics(FIRST, 3, 0.5, List.of(FIRST), List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a line of 1 actions needs 1 visit counts, not 0");
    }

    @Test
    @DisplayName("a playout accepts 0 plies and refuses a negative count, saying which")
    void playoutRejectsNegativePlies() {
        Position start = Position.initial(2);
        assertThat(new Playout(start, 0, Optional.empty()).plies()).isZero();
        assertThatThrownBy(() -> new Playout(start, -1, Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("plies must be 0 or more, not -1");
    }

    @Test
    @DisplayName("a search result lists at least the chosen action")
    void searchResultRejectsNoActions() {
        assertThatThrownBy(() -> new SearchResult(FIRST, List.of(), List.of(FIRST), 1, 1, 1, Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a search result lists at least the chosen action");
    }

    @Test
    @DisplayName("playouts per second: playouts over the elapsed time; 0 when no time was measured")
    void playoutsPerSecond() {
        List<ActionStatistics> stats = List.of(new ActionStatistics(FIRST, 10, 0.5, List.of(FIRST), List.of(10L)));
        assertThat(new SearchResult(FIRST, stats, List.of(FIRST), 10, 10, 50, Duration.ofSeconds(2)).playoutsPerSecond())
                .isEqualTo(5.0);
        assertThat(new SearchResult(FIRST, stats, List.of(FIRST), 10, 3, 50, Duration.ofMillis(250)).playoutsPerSecond())
                .isEqualTo(12.0);
        assertThat(new SearchResult(FIRST, stats, List.of(FIRST), 10, 0, 0, Duration.ZERO).playoutsPerSecond()).isZero();
        assertThat(new SearchResult(FIRST, stats, List.of(FIRST), 10, 7, 9, Duration.ZERO).playoutsPerSecond()).isZero();
        assertThat(new SearchResult(FIRST, stats, List.of(FIRST), 10, 7, 9, Duration.ofNanos(-5)).playoutsPerSecond()).isZero();
    }

    @Test
    @DisplayName("results are values: equal components, equal results")
    void resultsAreValues() {
        List<ActionStatistics> stats = List.of(new ActionStatistics(FIRST, 10, 0.5, List.of(FIRST), List.of(10L)));
        SearchResult a = new SearchResult(FIRST, stats, List.of(FIRST), 10, 3, 50, Duration.ofMillis(4));
        SearchResult b = new SearchResult(FIRST, List.copyOf(stats), List.of(FIRST), 10, 3, 50, Duration.ofMillis(4));
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isNotEqualTo(new SearchResult(FIRST, stats, List.of(FIRST), 11, 3, 50, Duration.ofMillis(4)));
        assertThat(a.toString()).contains("iterations=10", "playouts=3", "playoutPlies=50");
    }
}

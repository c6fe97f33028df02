package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Position;
import org.pacru.core.MoveCursor;
import org.pacru.core.PacruRules;
import org.pacru.rules.Ruleset;

/** The Javadoc examples of the players' package and of {@link MoveCursor}, compiled and run. */
class BotJavadocExamplesTest {

    @Test
    @DisplayName("package org.pacru.core.bot and MctsBot: a search returns a legal action with its statistics")
    void packageAndMctsBot() {
        Bot bot = MctsBot.builder(Ruleset.STANDARD).iterations(1_000).seed(7).build();
        Action a = bot.choose(Position.initial(2));
        SearchResult r = ((MctsBot) bot).search(Position.initial(2));
        assertThat(r.action()).isEqualTo(a);
        assertThat(r.actions().get(0).action()).isEqualTo(a);
        assertThat(r.principalVariation()).startsWith(a);
        assertThat(PacruRules.STANDARD.isLegal(Position.initial(2), a)).isTrue();
        MctsBot built = MctsBot.builder(Ruleset.STANDARD)
                .iterations(20_000).time(Duration.ofSeconds(2)).threads(2).seed(42).build();
        assertThat(built.threads()).isEqualTo(2);
        assertThat(built.time()).contains(Duration.ofSeconds(2));
    }

    @Test
    @DisplayName("Bot, GreedyBot and RandomBot: a chosen action applies")
    void botsChoose() {
        Bot bot = GreedyBot.of(Ruleset.STANDARD);
        Position p = Position.initial(2);
        Position next = PacruRules.STANDARD.apply(p, bot.choose(p)).after();
        assertThat(next.toMove()).isNotEqualTo(p.toMove());
        Move m = (Move) GreedyBot.of(Ruleset.STANDARD).choose(Position.initial(2));
        assertThat(PacruRules.STANDARD.isLegal(p, m)).isTrue();
        Bot random = RandomBot.of(Ruleset.STANDARD, 7);
        assertThat(PacruRules.STANDARD.isLegal(p, random.choose(Position.initial(2)))).isTrue();
    }

    @Test
    @DisplayName("MoveCursor: captures first, with the position after each")
    void moveCursor() {
        Position position = BotPositions.random(Ruleset.STANDARD, 2, 5);
        MoveCursor cursor = MoveCursor.of(Ruleset.STANDARD);
        int captures = 0;
        for (cursor.reset(position); cursor.advance(); ) {
            if (cursor.capture()) {
                Position after = cursor.next();
                assertThat(after).isEqualTo(PacruRules.STANDARD.apply(position, cursor.move()).after());
                captures++;
            }
        }
        assertThat(captures).isEqualTo((int) PacruRules.STANDARD.legalMoves(position).stream().filter(Move::capture).count());
    }
}

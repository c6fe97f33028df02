package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * README.md shows the page: the picture it names is there, a desktop screenshot of the page
 * ({@link BrowserTest}'s readmeScreenshots writes it with {@code -Dpacru.docs.screenshots=true}).
 */
class ReadmePictureTest {
    @Test
    @DisplayName("README.md shows a screenshot of the page (docs/serve-desktop.png), and the file is a desktop-wide PNG")
    void theReadmeShowsThePage() throws IOException {
        Path root = Path.of("..", "..");
        String readme = Files.readString(root.resolve("README.md"), StandardCharsets.UTF_8);
        assertThat(readme).contains("](docs/serve-desktop.png)");
        BufferedImage picture = ImageIO.read(root.resolve("docs").resolve("serve-desktop.png").toFile());
        assertThat(picture).isNotNull();
        assertThat(picture.getWidth()).isGreaterThanOrEqualTo(1000);
        assertThat(picture.getHeight()).isGreaterThanOrEqualTo(600);
    }
}

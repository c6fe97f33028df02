import com.aayushatharva.brotli4j.Brotli4jLoader;
import com.aayushatharva.brotli4j.encoder.Encoder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * Writes the precompressed copies a server sends to clients that accept them, at build time
 * (exec-maven-plugin runs it with the JDK's single-file source launcher and brotli4j, from Maven
 * Central, on the class path):
 *
 * <pre>
 * java -cp BROTLI4J-JARS build/Precompress.java FILE ...
 * </pre>
 *
 * <p>For each FILE, {@code FILE.gz} (gzip, the JDK's deflate at its best compression, no file name
 * and no time in the header: the same bytes every build) and {@code FILE.br} (brotli, quality 11,
 * a 4 MB window). pacru serve picks one by the request's {@code Accept-Encoding}; a static file
 * server that serves precompressed files (Caddy's {@code precompressed}, nginx's
 * {@code gzip_static}/{@code brotli_static}, Jetty's {@code ResourceHandler}) does the same for the
 * static site (docs/serving.md).
 */
public final class Precompress {
    private Precompress() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            throw new IllegalArgumentException("usage: java build/Precompress.java FILE ...");
        }
        Brotli4jLoader.ensureAvailability();
        Encoder.Parameters brotli = new Encoder.Parameters().setQuality(11).setWindow(22);
        for (String name : args) {
            Path file = Path.of(name);
            byte[] bytes = Files.readAllBytes(file);
            byte[] gz = gzip(bytes);
            byte[] br = Encoder.compress(bytes, brotli);
            Files.write(Path.of(name + ".gz"), gz);
            Files.write(Path.of(name + ".br"), br);
            System.out.println("precompressed " + file.getFileName() + ": " + bytes.length + " bytes, gzip "
                    + gz.length + ", brotli " + br.length);
        }
    }

    private static byte[] gzip(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out) {
            {
                def.setLevel(Deflater.BEST_COMPRESSION);
            }
        }) {
            gz.write(bytes);
        }
        return out.toByteArray();
    }
}

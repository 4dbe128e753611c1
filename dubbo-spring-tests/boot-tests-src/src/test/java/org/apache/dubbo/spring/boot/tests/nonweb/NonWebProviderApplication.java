package org.apache.dubbo.spring.boot.tests.nonweb;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A Spring Boot provider without a web server, written as users write one: {@code main} runs the application and
 * returns. Run in a child JVM by {@code NonWebBootProviderTest} (configured by nonweb-provider.yml, the port as
 * {@code --provider.port=N}); the line {@code close} on its standard input closes the context, the way an
 * application's own code would.
 */
@SpringBootConfiguration
@EnableAutoConfiguration
public class NonWebProviderApplication {

    /** Printed when {@code main} has returned. */
    public static final String MAIN_RETURNED = "non-web provider: main returned";

    public static void main(String[] args) {
        ConfigurableApplicationContext context = new SpringApplicationBuilder(NonWebProviderApplication.class)
                .web(WebApplicationType.NONE)
                .properties("spring.config.name=nonweb-provider")
                .run(args);
        Thread closer = new Thread(() -> closeOnRequest(context), "close-on-stdin");
        closer.setDaemon(true);
        closer.start();
        System.out.println(MAIN_RETURNED);
    }

    private static void closeOnRequest(ConfigurableApplicationContext context) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if ("close".equals(line.trim())) {
                    context.close();
                    return;
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read standard input", e);
        }
    }
}

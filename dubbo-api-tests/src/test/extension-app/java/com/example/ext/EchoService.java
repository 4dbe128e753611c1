package com.example.ext;

public interface EchoService {

    /** Answers {@code <provider thread>|<attachment tagged-by>|<text>}. */
    String echo(String text);
}

package interop.peer;

/** One named interoperability check; it passes when it returns and fails by throwing. */
interface Check {

    void run(References references) throws Exception;
}

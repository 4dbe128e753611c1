import org.apache.dubbo.common.Version;
/** Prints Version's numbers for many versions. */
public class VersionProbe { public static void main(String[] a) {
 for (String v : new String[]{"2.0.2","2.0.1","2.0.0","2.6.3","2.7.0","2.7.23","3.3.5","1.0.0","2.0.10","2.6.2","2.0.99","3.0.0-SNAPSHOT","abc","","2.0.3.1","0.0.1", null, "2.7", "3", "2.7.x"}) {
  System.out.println("version[" + v + "] => int=" + Version.getIntVersion(v) + " attach=" + Version.isSupportResponseAttachment(v) + " rel=" + Version.isRelease263OrHigher(v)+"/"+Version.isRelease270OrHigher(v) + " cmp=" + Version.compare(v, "2.7.0"));
 }}}

import Foundation
import TestSupport

/// Gradle scripts evaluated, not only parsed: each generated `build.gradle` (Groovy, with
/// `groovy`) or `build.gradle.kts` (Kotlin, compiled with `kotlinc` and run) runs against
/// stand-ins of the Gradle and Android Gradle plugin calls it makes (`plugins { id }`,
/// `apply plugin:`, `assetPack { packName; dynamicDelivery { deliveryType } }`,
/// `android { assetPacks }`, `include`, `project(...).projectDir`, `buildscript.sourceFile`),
/// which record every value. The stand-ins are strict: a property Gradle's DSL does not have
/// there (a `versionCode`, a misspelt name) fails the script, so a test sees exactly what
/// Gradle would be told.
enum GradleScripts {
    /// What one script set: each key's values, in order (`plugin`, `packName`, `deliveryType`,
    /// `include`, `assetPack`, `projectDir:<path>`, `apply.plugin`).
    typealias Values = [String: [String]]

    /// Runs the Groovy scripts at `paths`; their values, in order.
    static func groovy(_ paths: [String]) throws -> [Values] {
        let folder = try TemporaryFolder()
        let harness = try folder.write("harness.groovy", text: groovyHarness)
        let output = try ExternalTool.runChecked("groovy", ["-c", "UTF-8", harness] + paths)
        return try values(output.text, count: paths.count)
    }

    /// Compiles the Kotlin scripts at `paths` into one program, runs it; their values, in order.
    static func kotlin(_ paths: [String]) throws -> [Values] {
        let folder = try TemporaryFolder()
        var source = kotlinStubs
        var calls = ""
        for (index, path) in paths.enumerated() {
            let body = try String(contentsOfFile: path, encoding: .utf8)
            source += "\nfun script\(index)(stub: GradleStub) = with(stub) {\n\(body)\n}\n"
            calls +=
                "    val s\(index) = GradleStub(\(index), \(kotlinLiteral(path)))\n    script\(index)(s\(index))\n    s\(index).finish()\n"
        }
        source += "\nfun main() {\n\(calls)}\n"
        try folder.write("Scripts.kt", text: source)
        try ExternalTool.runChecked("kotlinc", ["Scripts.kt", "-include-runtime", "-d", "scripts.jar"], in: folder.root)
        let output = try ExternalTool.runChecked("java", ["-jar", "scripts.jar"], in: folder.root)
        return try values(output.text, count: paths.count)
    }

    /// Lines `index<TAB>key<TAB>hex of the UTF-8 value`.
    static func values(_ text: String, count: Int) throws -> [Values] {
        var all = [Values](repeating: [:], count: count)
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let index = Int(fields[0]), all.indices.contains(index) else {
                throw ToolFailure(description: "unexpected harness line: \(line)")
            }
            all[index][String(fields[1]), default: []].append(try decode(hex: fields[2]))
        }
        return all
    }

    static func decode(hex: Substring) throws -> String {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { throw ToolFailure(description: "bad hex \(hex)") }
            bytes.append(byte)
            index = next
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A Kotlin literal of a plain path (test folders hold no quotes).
    static func kotlinLiteral(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "$", with: "\\$").replacingOccurrences(
                of: "\"", with: "\\\"") + "\""
    }

    static let groovyHarness = #"""
        import org.codehaus.groovy.control.CompilerConfiguration

        class PluginsSpec { List ids = []; void id(String s) { ids << s } }
        class DynamicDeliverySpec { String deliveryType }
        class AssetPackSpec {
            String packName
            DynamicDeliverySpec delivery = new DynamicDeliverySpec()
            void dynamicDelivery(Closure c) { c.delegate = delivery; c.resolveStrategy = Closure.DELEGATE_ONLY; c() }
        }
        class AndroidSpec { Collection assetPacks }
        class ProjectDescriptor { String path; File projectDir }
        class ScriptHandlerStub { File sourceFile }

        abstract class GradleStub extends Script {
            static List<List<String>> out = []
            static int index
            static File current
            void emit(String key, Object value) { out << [String.valueOf(index), key, value.toString().getBytes('UTF-8').encodeHex().toString()] }
            void plugins(Closure c) { def p = new PluginsSpec(); c.delegate = p; c.resolveStrategy = Closure.DELEGATE_ONLY; c(); p.ids.each { emit('plugin', it) } }
            void apply(Map m) { m.each { k, v -> emit('apply.' + k, v) } }
            void assetPack(Closure c) {
                def a = new AssetPackSpec(); c.delegate = a; c.resolveStrategy = Closure.DELEGATE_ONLY; c()
                emit('packName', a.packName); emit('deliveryType', a.delivery.deliveryType)
            }
            void android(Closure c) { def a = new AndroidSpec(); c.delegate = a; c.resolveStrategy = Closure.DELEGATE_ONLY; c(); a.assetPacks.each { emit('assetPack', it) } }
            void include(String... paths) { paths.each { emit('include', it) } }
            ProjectDescriptor project(String path) { def d = new ProjectDescriptor(path: path); projects << d; d }
            static List<ProjectDescriptor> projects = []
            ScriptHandlerStub getBuildscript() { new ScriptHandlerStub(sourceFile: current) }
        }

        def config = new CompilerConfiguration()
        config.scriptBaseClass = GradleStub.name
        def shell = new GroovyShell(this.class.classLoader, new Binding(), config)
        args.eachWithIndex { path, i ->
            GradleStub.index = i
            GradleStub.current = new File(path).absoluteFile
            GradleStub.projects = []
            shell.parse(new File(path)).run()
            GradleStub.projects.each { d -> GradleStub.out << [String.valueOf(i), 'projectDir' + d.path, d.projectDir.canonicalPath.getBytes('UTF-8').encodeHex().toString()] }
        }
        GradleStub.out.each { println it.join('\t') }
        """#

    static let kotlinStubs = #"""
        class Property<T> { var value: T? = null; fun set(v: T) { value = v } }
        class PluginsSpec { val ids = mutableListOf<String>(); fun id(s: String) { ids += s } }
        class DynamicDeliverySpec { val deliveryType = Property<String>() }
        class AssetPackSpec {
            val packName = Property<String>()
            val delivery = DynamicDeliverySpec()
            fun dynamicDelivery(block: DynamicDeliverySpec.() -> Unit) { delivery.block() }
        }
        class AndroidSpec { val assetPacks = mutableSetOf<String>() }
        class ProjectDescriptor(val path: String) { var projectDir: java.io.File? = null }
        class ScriptHandlerStub(val sourceFile: java.io.File?)
        fun hex(s: String): String = s.toByteArray(Charsets.UTF_8).joinToString("") { "%02x".format(it.toInt() and 0xff) }
        class GradleStub(val index: Int, source: String) {
            val buildscript = ScriptHandlerStub(java.io.File(source).absoluteFile)
            val projects = mutableListOf<ProjectDescriptor>()
            fun emit(key: String, value: String) = println(index.toString() + "	" + key + "	" + hex(value))
            fun plugins(block: PluginsSpec.() -> Unit) { val p = PluginsSpec(); p.block(); p.ids.forEach { emit("plugin", it) } }
            fun assetPack(block: AssetPackSpec.() -> Unit) {
                val a = AssetPackSpec(); a.block()
                emit("packName", a.packName.value!!); emit("deliveryType", a.delivery.deliveryType.value!!)
            }
            fun android(block: AndroidSpec.() -> Unit) { val a = AndroidSpec(); a.block(); a.assetPacks.forEach { emit("assetPack", it) } }
            fun include(vararg paths: String) { paths.forEach { emit("include", it) } }
            fun project(path: String): ProjectDescriptor { val d = ProjectDescriptor(path); projects += d; return d }
            fun finish() { projects.forEach { emit("projectDir" + it.path, it.projectDir!!.canonicalPath) } }
        }

        """#
}
